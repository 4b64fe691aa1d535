import { Link } from 'react-router'
import { webRoutes } from '@/contract/web-routes'
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS } from '@/contract/newsletter'
import { Callout, EmailLink, Facts, type LegalContent, type LegalContentInput, type LegalSection, PhoneLink } from '../legal-document'

/** Politique de confidentialité (spec 1 §2), in French: data, purposes, legal bases, recipients, retention, rights. */
export function privacyPolicyFr({ config }: LegalContentInput): LegalContent {
  const { siteName, contactEmail, contactPhone, operatorName, operatorAddress, operatorSiret, hostingProvider } = config
  const email = <EmailLink email={contactEmail} />

  const sections: LegalSection[] = [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      body: (
        <>
          <p>Le responsable des traitements de données personnelles réalisés sur le site {siteName} est&nbsp;:</p>
          <Facts
            items={[
              ['Responsable', `${operatorName}, entrepreneur individuel (EI), micro-entreprise`],
              ['Adresse', operatorAddress],
              ['SIRET', operatorSiret],
              ['Courriel', email],
              ['Téléphone', <PhoneLink key="phone" phone={contactPhone} />],
            ]}
          />
          <p>
            Le responsable du traitement n’a pas désigné de délégué à la protection des données, cette désignation n’étant pas obligatoire
            pour son activité. Pour toute question relative à vos données, écrivez à {email}.
          </p>
        </>
      ),
    },
    {
      id: 'donnees-et-finalites',
      title: 'Données collectées, finalités et bases légales',
      body: (
        <>
          <p>
            Nous ne collectons que les données nécessaires à chaque finalité, directement auprès de vous. Les champs obligatoires sont
            signalés dans les formulaires&#x202f;; sans ces informations, nous ne pouvons pas traiter votre demande.
          </p>

          <h3>Votre demande de création d’entreprise</h3>
          <Facts
            items={[
              [
                'Données',
                'Nom complet, adresse email, numéro de téléphone WhatsApp (avec l’indicatif du pays) et offre choisie (guide gratuit ou accompagnement complet).',
              ],
              ['Finalités', 'Vous envoyer le guide gratuit, vous recontacter au sujet de votre projet, préparer et suivre votre commande.'],
              ['Base légale', 'Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).'],
            ]}
          />

          <h3>Votre compte client</h3>
          <Facts
            items={[
              [
                'Données',
                'Prénom, nom, adresse email, mot de passe (conservé uniquement sous forme hachée, jamais en clair), et, si vous les renseignez, numéro de téléphone et photo de profil.',
              ],
              [
                'Finalités',
                'Créer et sécuriser votre espace client, suivre vos démarches et vos projets, réinitialiser votre mot de passe.',
              ],
              ['Base légale', 'Exécution du contrat (article 6.1.b du RGPD).'],
            ]}
          />

          <h3>Le formulaire de contact</h3>
          <Facts
            items={[
              ['Données', 'Prénom, nom, adresse email, et, si vous les indiquez, téléphone, entreprise, ainsi que votre message.'],
              ['Finalités', 'Répondre à votre message et assurer le suivi de votre demande.'],
              ['Base légale', 'Notre intérêt légitime à répondre aux personnes qui nous sollicitent (article 6.1.f du RGPD).'],
            ]}
          />

          <h3>Les commandes et les paiements</h3>
          <Facts
            items={[
              [
                'Données',
                'Identité du client, prestation commandée, montant, devise, date et statut du paiement, identifiants de la transaction, factures.',
              ],
              [
                'Finalités',
                'Encaisser le prix, émettre les factures, tenir la comptabilité, traiter les réclamations et les éventuels remboursements.',
              ],
              [
                'Base légale',
                'Exécution du contrat (article 6.1.b du RGPD) et obligations légales comptables et fiscales (article 6.1.c).',
              ],
            ]}
          />
          <p>
            Les paiements sont traités par nos prestataires de paiement, Stripe et Chargily. Vos données de carte bancaire sont saisies
            directement sur leurs pages sécurisées&nbsp;:{' '}
            <strong>elles ne nous sont jamais transmises et nous ne les conservons pas</strong>.
          </p>

          <h3>Les messages et les documents de votre projet</h3>
          <Facts
            items={[
              [
                'Données',
                'Messages échangés avec notre équipe dans votre espace client, par courriel ou par WhatsApp, et documents que vous nous transmettez pour la procédure (pièce d’identité, justificatif de domicile, informations sur la future société, projets de statuts…).',
              ],
              ['Finalités', 'Réaliser les formalités de création de votre entreprise et vous accompagner tout au long de la procédure.'],
              ['Base légale', 'Exécution du contrat (article 6.1.b du RGPD).'],
            ]}
          />

          <h3>La lettre d’information du blog</h3>
          <Facts
            items={[
              [
                'Données',
                'Votre adresse email, la date de votre inscription, de sa confirmation et, le cas échéant, de votre désinscription.',
              ],
              [
                'Finalités',
                'Vous envoyer un courriel à chaque nouvel article du blog, et rien d’autre. L’inscription n’est effective qu’après un clic sur le lien de confirmation que nous vous envoyons (double confirmation).',
              ],
              ['Base légale', 'Votre consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment.'],
            ]}
          />
          <p>
            Chaque courriel de la lettre contient un lien «&nbsp;Se désinscrire&nbsp;», et votre messagerie peut aussi proposer un bouton de
            désinscription en un clic&nbsp;: la désinscription est immédiate. L’inscription à la lettre est indépendante de votre compte
            client&nbsp;: fermer votre compte ne vous désinscrit pas, utilisez le lien de désinscription ou écrivez-nous.
          </p>

          <h3>La sécurité du site</h3>
          <Facts
            items={[
              ['Données', 'Adresse IP, date et heure des connexions et des requêtes, nombre de tentatives de connexion.'],
              ['Finalités', 'Protéger les comptes contre les accès frauduleux, prévenir les abus et diagnostiquer les incidents.'],
              ['Base légale', 'Notre intérêt légitime à assurer la sécurité du site et de vos données (article 6.1.f du RGPD).'],
            ]}
          />

          <h3>La prospection commerciale</h3>
          <p>
            Nous ne vous adressons de messages commerciaux par courriel ou par WhatsApp qu’avec votre consentement, ou, si vous êtes déjà
            client, au sujet de prestations analogues à celles que vous avez commandées. Chaque message vous permet de vous y opposer à tout
            moment, gratuitement. Nous ne vendons ni ne louons vos données.
          </p>
          <p>
            Aucune décision produisant des effets juridiques à votre égard n’est prise sur le seul fondement d’un traitement automatisé, y
            compris le profilage.
          </p>
        </>
      ),
    },
    {
      id: 'destinataires',
      title: 'Destinataires des données',
      body: (
        <>
          <p>Vos données ne sont communiquées qu’aux destinataires suivants, chacun pour ce qui le concerne&nbsp;:</p>
          <ul>
            <li>
              les membres habilités de notre équipe, tenus à la confidentialité, pour le traitement de vos demandes et de vos
              dossiers&#x202f;;
            </li>
            <li>notre hébergeur, {hostingProvider}, qui stocke le site et ses données pour notre compte&#x202f;;</li>
            <li>
              notre prestataire d’envoi de courriels, pour l’envoi des messages liés à votre compte, à votre demande et à votre
              commande&#x202f;;
            </li>
            <li>
              nos prestataires de paiement, Stripe (paiement par carte en euros) et Chargily (paiement en dinars algériens), pour
              l’encaissement et la prévention de la fraude&#x202f;;
            </li>
            <li>
              nos partenaires (notaire, experts-comptables, domiciliataires…), uniquement lorsque leur intervention est nécessaire à votre
              procédure et dans la seule mesure de ce qui est nécessaire&#x202f;;
            </li>
            <li>
              les administrations et organismes compétents (registre du commerce, administration fiscale, banques…), lorsque nous
              accomplissons une formalité en votre nom&#x202f;;
            </li>
            <li>les autorités administratives ou judiciaires, lorsque la loi nous y oblige.</li>
          </ul>
          <p>
            Nos sous-traitants n’agissent que sur nos instructions et sont contractuellement tenus d’assurer la sécurité et la
            confidentialité de vos données. Si vous nous contactez par WhatsApp, vos échanges transitent également par ce service, soumis à
            sa propre politique de confidentialité.
          </p>
        </>
      ),
    },
    {
      id: 'transferts',
      title: 'Transferts hors de l’Union européenne',
      body: (
        <>
          <p>
            Certains destinataires peuvent être situés hors de l’Union européenne, notamment en Algérie (partenaires intervenant pour la
            création d’une entreprise algérienne, paiement par Chargily) ou aux États-Unis (sous-traitants de certains prestataires
            techniques ou de paiement). Ces transferts sont encadrés par l’une des garanties prévues par le RGPD&nbsp;:
          </p>
          <ul>
            <li>
              une décision d’adéquation de la Commission européenne, comme le cadre de protection des données UE–États-Unis (Data Privacy
              Framework) pour les entreprises certifiées&#x202f;;
            </li>
            <li>les clauses contractuelles types adoptées par la Commission européenne (article 46 du RGPD)&#x202f;;</li>
            <li>
              à défaut, la nécessité du transfert pour l’exécution du contrat conclu à votre demande, par exemple pour accomplir les
              formalités de création de votre entreprise auprès d’un notaire ou d’une administration en Algérie (article 49.1.b du RGPD).
            </li>
          </ul>
          <p>Vous pouvez obtenir une copie des garanties applicables en écrivant à {email}.</p>
        </>
      ),
    },
    {
      id: 'conservation',
      title: 'Durées de conservation',
      body: (
        <>
          <p>Vos données ne sont conservées que le temps nécessaire aux finalités pour lesquelles elles ont été collectées&nbsp;:</p>
          <ul>
            <li>
              <strong>contacts et prospects inactifs</strong> (demandes, formulaire de contact, guide gratuit)&nbsp;: 3 ans à compter du
              dernier contact de votre part, puis suppression&#x202f;;
            </li>
            <li>
              <strong>données du compte client</strong>&nbsp;: pendant toute la durée de la relation contractuelle&#x202f;; après la fin de
              celle-ci, elles sont conservées 3 ans à compter du dernier contact, puis supprimées&#x202f;;
            </li>
            <li>
              <strong>messages et documents du projet</strong>&nbsp;: pendant la durée de la procédure et de la relation contractuelle, puis
              3 ans à compter du dernier contact&#x202f;;
            </li>
            <li>
              <strong>factures et pièces comptables</strong>&nbsp;: 10 ans à compter de la clôture de l’exercice, conformément à l’article
              L123-22 du Code de commerce&#x202f;;
            </li>
            <li>
              <strong>données de carte bancaire</strong>&nbsp;: jamais conservées par nous (elles restent chez le prestataire de
              paiement)&#x202f;;
            </li>
            <li>
              <strong>lettre d’information</strong>&nbsp;: tant que vous restez inscrit&#x202f;; une adresse dont l’inscription n’a pas été
              confirmée est supprimée après l’expiration du lien de confirmation ({NEWSLETTER_CONFIRM_DAYS}&nbsp;jours), et une adresse
              désinscrite {NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS}&nbsp;jours après la désinscription&#x202f;;
            </li>
            <li>
              <strong>cookie de session</strong>&nbsp;: jusqu’à votre déconnexion ou l’expiration de la session&#x202f;;
            </li>
            <li>
              <strong>journaux techniques de sécurité</strong>&nbsp;: 1 an au maximum.
            </li>
          </ul>
          <p>
            Certaines données peuvent être conservées plus longtemps, en archivage à accès restreint, lorsqu’elles sont nécessaires à la
            preuve d’un droit ou d’un contrat, pendant la durée de prescription applicable.
          </p>
        </>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      body: (
        <>
          <p>
            Conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n°&nbsp;78-17 du 6 janvier 1978 relative à
            l’informatique, aux fichiers et aux libertés, vous disposez des droits suivants sur vos données&nbsp;:
          </p>
          <ul>
            <li>
              <strong>droit d’accès</strong>&nbsp;: obtenir la confirmation que nous traitons vos données et en recevoir une copie&#x202f;;
            </li>
            <li>
              <strong>droit de rectification</strong>&nbsp;: faire corriger des données inexactes ou compléter des données
              incomplètes&#x202f;;
            </li>
            <li>
              <strong>droit à l’effacement</strong>&nbsp;: obtenir la suppression de vos données, sauf lorsque leur conservation est imposée
              par la loi (par exemple les factures)&#x202f;;
            </li>
            <li>
              <strong>droit à la limitation du traitement</strong>&nbsp;: obtenir le gel temporaire de vos données, par exemple le temps de
              vérifier leur exactitude&#x202f;;
            </li>
            <li>
              <strong>droit à la portabilité</strong>&nbsp;: recevoir les données que vous nous avez fournies dans un format structuré et
              couramment utilisé, ou les faire transmettre à un autre prestataire&#x202f;;
            </li>
            <li>
              <strong>droit d’opposition</strong>&nbsp;: vous opposer à un traitement fondé sur notre intérêt légitime, pour des raisons
              tenant à votre situation particulière, et à tout moment à la prospection commerciale&#x202f;;
            </li>
            <li>
              <strong>droit de retirer votre consentement</strong> à tout moment, lorsque le traitement repose sur celui-ci, sans remettre
              en cause la licéité du traitement effectué avant ce retrait&#x202f;;
            </li>
            <li>
              <strong>droit de définir des directives relatives au sort de vos données après votre décès</strong> (directives post mortem),
              conformément à l’article 85 de la loi du 6 janvier 1978.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'exercer-vos-droits',
      title: 'Comment exercer vos droits',
      body: (
        <>
          <Callout>
            <p>
              Écrivez-nous à {email}, de préférence depuis l’adresse email associée à votre compte ou à votre demande, en précisant le droit
              que vous souhaitez exercer.
            </p>
          </Callout>
          <ul>
            <li>
              Si nous avons un doute raisonnable sur votre identité, notamment lorsque la demande ne provient pas de l’adresse email connue,
              nous vous demanderons un justificatif d’identité&#x202f;; il est supprimé dès la vérification faite.
            </li>
            <li>
              Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux
              mois si la demande est complexe ou si nous recevons de nombreuses demandes&#x202f;; nous vous en informons alors dans le
              premier mois, en indiquant les motifs de la prolongation.
            </li>
            <li>L’exercice de vos droits est gratuit, sauf demande manifestement infondée ou excessive.</li>
          </ul>
          <h3>Réclamation auprès de la CNIL</h3>
          <p>
            Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès
            de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en
            ligne sur <a href="https://www.cnil.fr">www.cnil.fr</a>.
          </p>
          <h3>Résidents d’Algérie</h3>
          <p>
            Si vous résidez en Algérie, vous bénéficiez également de la protection de la loi n°&nbsp;18-07 du 10 juin 2018 relative à la
            protection des personnes physiques dans le traitement des données à caractère personnel, qui vous reconnaît notamment des droits
            d’information, d’accès, de rectification et d’opposition. Vous les exercez de la même manière, en écrivant à {email}. Vous
            pouvez également saisir l’Autorité nationale de protection des données à caractère personnel (ANPDP).
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            Le site utilise uniquement un <strong>cookie de session</strong>, déposé lorsque vous vous connectez à votre espace client. Il
            sert exclusivement à vous maintenir connecté et à sécuriser votre session&#x202f;; il est supprimé à votre déconnexion ou à
            l’expiration de la session. Pour afficher votre espace client, votre navigateur conserve également localement l’identifiant de
            votre compte, votre prénom et votre nom (stockage local), effacés à la déconnexion.
          </p>
          <p>
            Ces traceurs sont strictement nécessaires au service que vous demandez et sont donc dispensés de consentement (article 82 de la
            loi du 6 janvier 1978). <strong>Nous n’utilisons aucun cookie publicitaire, de mesure d’audience ou de suivi</strong>, et aucun
            traceur tiers n’est déposé lors de votre navigation sur le site.
          </p>
          <p>
            Lorsque vous payez, vous êtes dirigé vers la page sécurisée du prestataire de paiement, qui peut déposer ses propres cookies,
            nécessaires à la sécurité du paiement, sous sa responsabilité.
          </p>
        </>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité des données',
      body: (
        <>
          <p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées aux risques, notamment&nbsp;:</p>
          <ul>
            <li>le chiffrement des échanges entre votre navigateur et le site (HTTPS)&#x202f;;</li>
            <li>le stockage des mots de passe sous forme hachée, jamais en clair&#x202f;;</li>
            <li>
              un cookie de session protégé (inaccessible aux scripts de la page) et la limitation du nombre de tentatives de
              connexion&#x202f;;
            </li>
            <li>un accès aux données réservé aux personnes habilitées, après authentification&#x202f;;</li>
            <li>des sauvegardes régulières et un hébergement auprès d’un hébergeur professionnel&#x202f;;</li>
            <li>l’engagement de confidentialité de nos sous-traitants et partenaires.</li>
          </ul>
          <p>
            En cas de violation de données susceptible d’engendrer un risque pour vos droits et libertés, nous la notifions à la CNIL dans
            les 72 heures et, si le risque est élevé, nous vous en informons dans les meilleurs délais.
          </p>
        </>
      ),
    },
    {
      id: 'mineurs',
      title: 'Mineurs',
      body: (
        <p>
          Nos services s’adressent aux personnes majeures. Nous ne collectons pas sciemment de données concernant des mineurs&#x202f;; si
          vous pensez qu’un mineur nous a transmis des données, écrivez-nous à {email} afin que nous les supprimions.
        </p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modification et droit applicable',
      body: (
        <p>
          Nous pouvons faire évoluer la présente politique, notamment pour tenir compte d’évolutions légales ou de nos services. La date de
          dernière mise à jour figure en haut de cette page&#x202f;; en cas de changement important, nous vous en informons par courriel ou
          dans votre espace client. La présente politique est régie par le droit français et par le RGPD. Les conditions de nos prestations
          figurent dans nos <Link to={webRoutes.termsOfSale}>conditions générales de vente</Link>.
        </p>
      ),
    },
  ]

  return {
    title: 'Politique de confidentialité',
    description:
      'Données que nous collectons, finalités, durées de conservation (3 ans, 10 ans) et exercice de vos droits RGPD\u00a0: accès, rectification, effacement, opposition.',
    intro: <>Comment {siteName} collecte, utilise et protège vos données personnelles, et comment exercer vos droits.</>,
    sections,
  }
}
