import { Link } from 'react-router'
import { webRoutes } from '@/contract/web-routes'
import {
  Callout,
  EmailLink,
  Facts,
  type LegalContent,
  type LegalContentInput,
  type LegalSection,
  NoWrap,
  PhoneLink,
} from '../legal-document'

/** Conditions générales de vente (spec 1 §2 and §9), in French: services, price, payment, withdrawal, refund, claims, law. */
export function termsOfSaleFr({ config, prices }: LegalContentInput): LegalContent {
  const { siteName, publicUrl, contactEmail, contactPhone, operatorName, operatorAddress, operatorSiret, hostingProvider } = config
  const { euros, dinars } = prices
  const email = <EmailLink email={contactEmail} />

  const sections: LegalSection[] = [
    {
      id: 'objet',
      title: 'Objet et champ d’application',
      body: (
        <>
          <p>
            Les présentes conditions générales de vente (ci-après «&nbsp;CGV&nbsp;») régissent les prestations d’accompagnement à la
            création d’entreprise proposées sur le site {siteName} (<a href={publicUrl}>{publicUrl}</a>) par le prestataire désigné à l’
            <a href="#prestataire">article 2</a>, à toute personne, consommateur ou professionnel, qui les commande (ci-après «&nbsp;le
            client&nbsp;»).
          </p>
          <p>
            Toute commande implique l’acceptation sans réserve des CGV en vigueur au jour de la commande, que le client reconnaît avoir lues
            avant de payer. Elles prévalent sur tout autre document. Elles sont accessibles à tout moment sur cette page et peuvent être
            enregistrées ou imprimées.
          </p>
        </>
      ),
    },
    {
      id: 'prestataire',
      title: 'Identification du prestataire',
      body: (
        <>
          <p>Les prestations sont fournies par (ci-après «&nbsp;le prestataire&nbsp;»)&nbsp;:</p>
          <Facts
            items={[
              ['Prestataire', `${operatorName}, entrepreneur individuel (EI)`],
              ['Forme', 'Entrepreneur individuel, régime de la micro-entreprise'],
              ['Adresse', operatorAddress],
              ['SIRET', operatorSiret],
              ['Courriel', email],
              ['Téléphone', <PhoneLink key="phone" phone={contactPhone} />],
            ]}
          />
        </>
      ),
    },
    {
      id: 'prestations',
      title: 'Prestations proposées',
      body: (
        <>
          <h3>Le guide gratuit</h3>
          <p>
            Le guide de création d’entreprise est fourni gratuitement, sans engagement, à toute personne qui en fait la demande sur le site.
            Il est envoyé par courriel, en principe dans les 24 heures suivant la demande. Il présente des informations générales et ne
            constitue pas un conseil adapté à une situation particulière.
          </p>
          <h3>L’accompagnement complet</h3>
          <p>
            L’accompagnement complet, au prix de <NoWrap>{euros ?? dinars} TTC</NoWrap>, prend en charge la création de l’entreprise du
            client, de la première question jusqu’à la remise des documents officiels. Il comprend&nbsp;:
          </p>
          <ul>
            <li>l’analyse du projet du client et l’explication des démarches adaptées à sa situation&#x202f;;</li>
            <li>
              la préparation et la vérification du dossier de création, à partir des informations et documents fournis par le
              client&#x202f;;
            </li>
            <li>l’accomplissement des formalités d’immatriculation au registre du commerce&#x202f;;</li>
            <li>les démarches d’obtention du numéro d’identification fiscale&#x202f;;</li>
            <li>la mise en relation avec un notaire partenaire lorsque la procédure exige un acte notarié&#x202f;;</li>
            <li>l’assistance pour l’ouverture du compte bancaire professionnel&#x202f;;</li>
            <li>le suivi du dossier dans l’espace client et l’assistance par courriel et par messagerie (WhatsApp), 7 jours sur 7.</li>
          </ul>
          <p>
            Le contenu exact de l’offre est rappelé au client avant le paiement. Les services complémentaires (domiciliation, modification
            ou dissolution d’entreprise…) font l’objet d’une proposition distincte.
          </p>
          <h3>Nature des prestations</h3>
          <p>
            Le prestataire n’est ni un cabinet d’avocats, ni un office notarial, ni un cabinet d’expertise comptable. Lorsqu’un acte ou un
            conseil relève d’une profession réglementée, il est accompli par un partenaire qualifié (notaire, avocat, expert-comptable…),
            qui intervient sous sa propre responsabilité professionnelle.
          </p>
        </>
      ),
    },
    {
      id: 'garantie-30-jours',
      title: 'Objectif de 30 jours et garantie',
      body: (
        <>
          <p>
            L’accompagnement complet a pour but d’obtenir la création de l’entreprise du client dans un délai de 30 jours. Ce délai court à
            compter de la réception par le prestataire du dossier complet (informations et documents nécessaires à la procédure). Il ne
            comprend pas les délais propres aux organismes tiers (greffe ou registre du commerce, administration fiscale, notaire, banque),
            ni les retards imputables au client.
          </p>
          <Callout>
            <p>
              <strong>«&nbsp;30 jours garantis ou remboursé&nbsp;»</strong>&nbsp;: si, à l’expiration de ce délai de 30 jours, la prestation
              n’a pas été exécutée du tout pour une cause exclusivement imputable au prestataire (inexécution totale), le client est
              intégralement remboursé du prix payé, dans les conditions de l’<a href="#remboursement">article 11</a>.
            </p>
          </Callout>
          <p>
            La garantie ne s’applique pas lorsque la prestation a été exécutée, même partiellement, ni lorsque le dépassement du délai
            résulte du client (informations inexactes, documents manquants ou tardifs), d’un organisme tiers ou d’un cas de force majeure.
          </p>
        </>
      ),
    },
    {
      id: 'commande',
      title: 'Commande',
      body: (
        <>
          <p>
            La commande s’effectue exclusivement en ligne, à partir du parcours «&nbsp;Créer mon entreprise&nbsp;» du site (
            <Link to={webRoutes.createCompany}>{webRoutes.createCompany}</Link>)&nbsp;:
          </p>
          <ol>
            <li>le client indique ses coordonnées&nbsp;: nom complet, adresse email et numéro de téléphone WhatsApp&#x202f;;</li>
            <li>il choisit son offre&nbsp;: guide gratuit ou accompagnement complet&#x202f;;</li>
            <li>
              pour l’accompagnement complet, il vérifie le récapitulatif de sa commande, peut corriger ses informations, accepte les
              présentes CGV, puis procède au paiement sur la page sécurisée du prestataire de paiement&#x202f;;
            </li>
            <li>
              le contrat est conclu dès la confirmation du paiement. Le client reçoit alors une confirmation de commande, à l’écran et par
              courriel, qui mentionne son numéro de commande.
            </li>
          </ol>
          <p>
            Le prestataire peut refuser une commande pour un motif légitime, notamment en cas de litige antérieur avec le client ou de
            demande manifestement illicite&#x202f;; le client est alors intégralement remboursé.
          </p>
        </>
      ),
    },
    {
      id: 'prix',
      title: 'Prix',
      body: (
        <>
          <p>
            Le prix de l’accompagnement complet est de <NoWrap>{euros ?? dinars} TTC</NoWrap> (toutes taxes comprises)
            {euros && dinars ? (
              <>
                , ou de <NoWrap>{dinars} TTC</NoWrap> en cas de paiement en dinars algériens par carte EDAHABIA ou CIB
              </>
            ) : null}
            . Le guide est gratuit. Le prix applicable est celui affiché au moment de la commande, dans la devise choisie.
          </p>
          <p>
            Lorsque le prestataire bénéficie de la franchise en base de TVA, la facture porte la mention «&nbsp;TVA non applicable, article
            293 B du CGI&nbsp;». Les frais et taxes dus à des organismes tiers qui ne sont pas expressément inclus dans l’offre (droits
            d’enregistrement, émoluments du notaire, frais bancaires…) restent à la charge du client, qui en est informé avant qu’ils ne
            soient engagés.
          </p>
        </>
      ),
    },
    {
      id: 'paiement',
      title: 'Paiement',
      body: (
        <>
          <Callout>
            <p>Le prix est payable uniquement en ligne, en totalité et d’avance, au moment de la commande.</p>
          </Callout>
          <ul>
            <li>par carte bancaire, en euros (EUR), via le prestataire de paiement Stripe&#x202f;;</li>
            <li>
              en dinars algériens (DZD), via le prestataire de paiement Chargily, lorsque cette option est proposée lors de la
              commande&#x202f;; le montant en dinars est alors affiché avant la validation du paiement.
            </li>
          </ul>
          <p>
            Aucun autre moyen de paiement n’est accepté (espèces, chèque, virement) et aucun paiement échelonné n’est proposé. Les données
            de carte bancaire sont saisies directement sur la page sécurisée du prestataire de paiement&nbsp;: le prestataire n’y a jamais
            accès et ne les conserve pas. La prestation ne commence qu’après la confirmation du paiement.
          </p>
        </>
      ),
    },
    {
      id: 'execution',
      title: 'Début et exécution des prestations',
      body: (
        <>
          <p>
            À la demande expresse du client, les prestations commencent dans un délai de <strong>48 heures ouvrées</strong> suivant la
            confirmation du paiement. Les heures ouvrées s’entendent du lundi au vendredi, hors jours fériés. Un expert prend contact avec
            le client pour faire le point sur son projet et lui indiquer les documents à fournir.
          </p>
          <p>
            Le suivi de la procédure se fait dans l’espace client, par courriel et par messagerie. Les délais de traitement des organismes
            tiers (greffe ou registre du commerce, administration fiscale, notaire, banque) ne dépendent pas du prestataire, qui ne peut en
            être tenu responsable.
          </p>
        </>
      ),
    },
    {
      id: 'obligations-client',
      title: 'Obligations du client',
      body: (
        <>
          <p>Le client s’engage à&nbsp;:</p>
          <ul>
            <li>fournir des informations exactes, complètes et à jour, et signaler sans délai tout changement&#x202f;;</li>
            <li>
              transmettre dans les temps les documents demandés (pièces d’identité, justificatifs, signatures), lisibles et en cours de
              validité&#x202f;;
            </li>
            <li>répondre aux demandes du prestataire et des partenaires dans des délais permettant la bonne avancée du dossier&#x202f;;</li>
            <li>régler directement, le cas échéant, les frais dus aux organismes tiers qui ne sont pas inclus dans l’offre.</li>
          </ul>
          <p>
            Les retards et refus résultant d’informations inexactes ou incomplètes, de documents fournis tardivement ou du fait d’un tiers
            (greffe ou registre du commerce, administration fiscale, notaire, banque) ne sont pas imputables au prestataire.
          </p>
        </>
      ),
    },
    {
      id: 'retractation',
      title: 'Absence de droit de rétractation',
      body: (
        <>
          <Callout>
            <p>
              Les prestations sont exécutées à la demande expresse du client dès la confirmation du paiement. Le client professionnel ne
              dispose pas de droit de rétractation&#x202f;; le client consommateur perd le sien une fois la prestation pleinement exécutée,
              dans les conditions précisées ci-dessous.
            </p>
          </Callout>
          <h3>Client agissant à des fins professionnelles</h3>
          <p>
            L’accompagnement à la création d’entreprise est une prestation de nature professionnelle, commandée en vue de l’exercice d’une
            activité professionnelle. Le client qui agit à des fins professionnelles ne bénéficie pas du droit de rétractation prévu par le
            Code de la consommation, réservé aux consommateurs.
          </p>
          <h3>Client consommateur</h3>
          <p>
            Le consommateur dispose en principe d’un délai de 14 jours pour se rétracter d’un contrat conclu à distance (article L221-18 du
            Code de la consommation). Toutefois, conformément à l’article L221-28, 1° de ce code, le droit de rétractation ne peut être
            exercé pour les prestations de services pleinement exécutées avant la fin du délai de rétractation, dont l’exécution a commencé
            après accord préalable exprès du consommateur et avec la reconnaissance par lui de la perte de son droit de rétractation.
          </p>
          <p>
            En passant commande, le client demande expressément que l’exécution de la prestation commence avant la fin du délai de
            rétractation, dans les 48 heures ouvrées suivant le paiement, et reconnaît qu’il perd son droit de rétractation une fois la
            prestation pleinement exécutée.
          </p>
          <p>
            Si le consommateur se rétracte alors que la prestation, commencée à sa demande, n’est pas encore pleinement exécutée, il le fait
            par une déclaration dénuée d’ambiguïté adressée par courriel à {email} avant l’expiration du délai de 14 jours, et reste
            redevable, conformément à l’article L221-25 du Code de la consommation, d’un montant proportionné à la part de la prestation
            fournie jusqu’à la communication de sa décision.
          </p>
        </>
      ),
    },
    {
      id: 'remboursement',
      title: 'Remboursement',
      body: (
        <>
          <p>
            Le prix payé n’est pas remboursable, sauf en cas d’inexécution totale de la prestation imputable au prestataire, notamment au
            titre de la garantie «&nbsp;30 jours garantis ou remboursé&nbsp;» décrite à l’<a href="#garantie-30-jours">article 4</a>, et
            sous réserve du cas prévu à l’<a href="#retractation">article 10</a> pour le consommateur.
          </p>
          <p>
            Le remboursement est effectué par le même moyen de paiement que celui utilisé lors de la commande, dans un délai de 14 jours à
            compter de l’acceptation de la demande. À l’égard des clients consommateurs, le présent article s’applique sans préjudice des
            dispositions impératives du Code civil et du Code de la consommation.
          </p>
        </>
      ),
    },
    {
      id: 'reclamations',
      title: 'Réclamations',
      body: (
        <>
          <p>
            Toute réclamation relative à une commande ou à un paiement doit être adressée par écrit, par courriel à {email}, dans un délai
            de <strong>7 jours</strong> à compter du paiement. Elle précise le numéro de commande, les faits et la demande du client.
          </p>
          <p>
            Par exception, la demande de remboursement au titre de la garantie «&nbsp;30 jours garantis ou remboursé&nbsp;» est présentée
            par écrit, à la même adresse, dans les 7 jours suivant l’expiration du délai de 30 jours mentionné à l’
            <a href="#garantie-30-jours">article 4</a>.
          </p>
          <p>
            Le prestataire accuse réception de la réclamation et y répond dans les meilleurs délais. Cette procédure ne prive pas le client
            des droits et actions que la loi lui reconnaît et ne modifie pas les délais de prescription légaux.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      body: (
        <>
          <p>
            Le prestataire met en œuvre tous les moyens nécessaires à la bonne exécution des prestations&#x202f;; il est tenu d’une
            obligation de moyens. Il ne saurait être tenu responsable&nbsp;:
          </p>
          <ul>
            <li>
              des décisions, refus ou délais des organismes tiers (greffe ou registre du commerce, administration fiscale, notaire,
              banque)&#x202f;;
            </li>
            <li>des conséquences d’informations inexactes, incomplètes ou tardives fournies par le client&#x202f;;</li>
            <li>
              des choix effectués par le client, notamment quant à la forme juridique, à l’activité ou au capital de son entreprise&#x202f;;
            </li>
            <li>des actes des professionnels réglementés partenaires, qui interviennent sous leur propre responsabilité.</li>
          </ul>
          <p>
            À l’égard des clients professionnels, la responsabilité du prestataire est limitée aux dommages directs et prévisibles et,
            toutes causes confondues, au montant effectivement payé au titre de la prestation concernée. Ces limitations ne s’appliquent pas
            en cas de faute lourde ou dolosive, ni aux dommages corporels, et ne s’appliquent aux consommateurs que dans la mesure permise
            par la loi.
          </p>
        </>
      ),
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      body: (
        <p>
          Aucune des parties n’est responsable d’un manquement résultant d’un cas de force majeure au sens de l’article 1218 du Code civil.
          L’exécution est suspendue pendant la durée de l’empêchement&#x202f;; si celui-ci dure plus de 30 jours, chaque partie peut
          résoudre le contrat par écrit, et les sommes correspondant aux prestations non exécutées sont alors remboursées.
        </p>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      body: (
        <p>
          Le guide, les modèles et les contenus fournis par le prestataire restent sa propriété. Le client peut les utiliser pour les
          besoins de son propre projet, à l’exclusion de toute reproduction, diffusion ou revente. Les documents établis au nom du client
          pour sa procédure peuvent être librement utilisés par lui pour les besoins de son entreprise.
        </p>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      body: (
        <>
          <p>
            Les données personnelles du client sont traitées pour l’exécution de la commande, dans les conditions décrites dans la{' '}
            <Link to={webRoutes.privacyPolicy}>politique de confidentialité</Link>, qui précise notamment la manière d’exercer ses droits
            (accès, rectification, effacement, opposition…).
          </p>
          <p>
            Elles sont stockées par l’hébergeur du site, {hostingProvider}. Les données des prospects inactifs sont conservées 3 ans à
            compter du dernier contact, et les factures et pièces comptables 10 ans, conformément à l’article L123-22 du Code de commerce.
          </p>
        </>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et litiges',
      body: (
        <>
          <p>
            Les présentes CGV sont soumises au droit français, sans préjudice des dispositions impératives plus protectrices de la loi du
            pays de résidence habituelle du client consommateur, lorsqu’elles lui sont applicables.
          </p>
          <h3>Règlement amiable</h3>
          <p>
            En cas de difficulté, le client s’adresse d’abord au prestataire, par écrit, à {email}, afin de rechercher ensemble une solution
            amiable.
          </p>
          <h3>Médiation de la consommation</h3>
          <p>
            Conformément aux articles L611-1 et suivants du Code de la consommation, le client consommateur peut recourir gratuitement à un
            médiateur de la consommation en vue de la résolution amiable d’un litige, après avoir adressé au prestataire une réclamation
            écrite restée sans réponse satisfaisante. Les coordonnées du médiateur dont relève le prestataire sont communiquées sur simple
            demande à {email}. Le recours à la médiation est facultatif.
          </p>
          <h3>Juridictions compétentes</h3>
          <p>
            À défaut de solution amiable, le litige est porté devant les juridictions compétentes. Le client consommateur peut saisir, à son
            choix, outre l’une des juridictions territorialement compétentes en vertu du Code de procédure civile, la juridiction du lieu où
            il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la
            consommation). Si le client et le prestataire ont tous deux la qualité de commerçant, compétence est attribuée aux tribunaux du
            ressort de l’adresse professionnelle du prestataire.
          </p>
        </>
      ),
    },
    {
      id: 'dispositions-diverses',
      title: 'Dispositions diverses',
      body: (
        <p>
          Les CGV sont rédigées en langue française, qui fait seule foi. Si l’une de leurs clauses était déclarée nulle, les autres
          resteraient applicables. Le prestataire peut modifier les CGV à tout moment&#x202f;; les CGV applicables sont celles en vigueur à
          la date de la commande.
        </p>
      ),
    },
  ]

  return {
    title: 'Conditions générales de vente',
    description:
      'Conditions générales de vente\u00a0: accompagnement à 997 € TTC, paiement en ligne, début sous 48 heures ouvrées, garantie 30 jours, réclamations et litiges.',
    intro: <>Les règles qui s’appliquent aux prestations d’accompagnement à la création d’entreprise vendues sur le site {siteName}.</>,
    sections,
  }
}
