import { Link } from 'react-router'
import { webRoutes } from '@/contract/web-routes'
import { EmailLink, Facts, type LegalContent, type LegalContentInput, type LegalSection, NoWrap, PhoneLink } from '../legal-document'

/** Mentions légales (spec 1 §2), in French: editor, director of publication, host, contact, IP, liability, cookies. */
export function legalNoticeFr({ config }: LegalContentInput): LegalContent {
  const { siteName, publicUrl, contactEmail, contactPhone, operatorName, operatorAddress, operatorSiret, hostingProvider } = config
  const email = <EmailLink email={contactEmail} />

  const sections: LegalSection[] = [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      body: (
        <>
          <p>
            Le site <strong>{siteName}</strong>, accessible à l’adresse <a href={publicUrl}>{publicUrl}</a> (ci-après «&nbsp;le
            site&nbsp;»), est édité par un entrepreneur individuel exerçant sous le régime de la micro-entreprise&nbsp;:
          </p>
          <Facts
            items={[
              ['Éditeur', `${operatorName}, entrepreneur individuel (EI)`],
              ['Forme', 'Entrepreneur individuel, régime de la micro-entreprise'],
              ['Adresse', operatorAddress],
              ['SIRET', operatorSiret],
              ['Courriel', email],
              ['Téléphone', <PhoneLink key="phone" phone={contactPhone} />],
            ]}
          />
          <p>
            Dans les documents légaux du site, l’éditeur est également désigné «&nbsp;le prestataire&nbsp;» lorsqu’il fournit les
            prestations décrites dans les <Link to={webRoutes.termsOfSale}>conditions générales de vente</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      body: (
        <p>
          Le directeur de la publication est l’exploitant du site, {operatorName}, en sa qualité d’entrepreneur individuel. Il peut être
          joint par courriel à l’adresse {email}.
        </p>
      ),
    },
    {
      id: 'hebergeur',
      title: 'Hébergement',
      body: (
        <>
          <p>
            Le site et les données qu’il traite sont hébergés par un hébergeur cloud&nbsp;: <strong>{hostingProvider}</strong> (ci-après
            «&nbsp;l’hébergeur&nbsp;»).
          </p>
          <p>
            L’hébergeur assure le stockage du site et de ses données pour le compte de l’éditeur, en qualité de sous-traitant au sens du
            règlement général sur la protection des données (RGPD). Ses coordonnées postales et téléphoniques complètes sont communiquées
            sans délai sur simple demande adressée à {email}.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      body: (
        <>
          <p>Pour toute question relative au site, à nos services ou à une commande, vous pouvez nous joindre&nbsp;:</p>
          <ul>
            <li>par courriel, à l’adresse {email}&#x202f;;</li>
            <li>
              par téléphone, au <PhoneLink phone={contactPhone} />
              &#x202f;;
            </li>
            <li>par WhatsApp, grâce aux boutons de discussion présents sur le site&#x202f;;</li>
            <li>par courrier, à l’adresse&nbsp;: {operatorAddress}.</li>
          </ul>
          <p>
            Les réclamations relatives à une commande se font par écrit, par courriel à {email}, dans un délai de 7 jours à compter du
            paiement, dans les conditions prévues par les <Link to={webRoutes.termsOfSale}>conditions générales de vente</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'activite',
      title: 'Nature du service',
      body: (
        <>
          <p>
            Le site présente et commercialise des prestations d’accompagnement à la création d’entreprise&nbsp;: un guide gratuit et un
            accompagnement complet à <NoWrap>997 € TTC</NoWrap>, payé en ligne et qui débute dans les 48 heures ouvrées suivant le paiement.
            Ces prestations sont décrites dans les <Link to={webRoutes.termsOfSale}>conditions générales de vente</Link>.
          </p>
          <p>
            L’éditeur n’est ni un cabinet d’avocats, ni un office notarial, ni un cabinet d’expertise comptable. Lorsqu’une démarche exige
            l’intervention d’un professionnel réglementé (notaire, avocat, expert-comptable…), le client est mis en relation avec un
            partenaire qualifié, qui intervient sous sa propre responsabilité professionnelle.
          </p>
        </>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      body: (
        <>
          <p>
            L’ensemble des éléments du site (textes, guides, articles du blog, nom et logo {siteName}, illustrations, mise en page, code
            source) est protégé par le Code de la propriété intellectuelle. Ces éléments appartiennent à l’éditeur ou sont utilisés avec
            l’autorisation de leurs titulaires.
          </p>
          <p>
            Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce
            soit, sans l’autorisation écrite préalable de l’éditeur, est interdite et constitue une contrefaçon sanctionnée par les articles
            L335-2 et suivants du Code de la propriété intellectuelle. Les courtes citations sont autorisées dans les conditions de
            l’article L122-5 de ce code, sous réserve de mentionner clairement la source.
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
            Les informations publiées sur le site, notamment dans le blog et le guide gratuit, sont fournies à titre d’information générale.
            L’éditeur veille à leur exactitude et à leur mise à jour, mais elles ne remplacent pas un conseil adapté à votre situation
            particulière. L’éditeur ne saurait être tenu responsable d’une erreur ou d’une omission dans ces informations, ni de l’usage qui
            en est fait.
          </p>
          <p>
            L’éditeur s’efforce de maintenir le site accessible en permanence, sans y être tenu. L’accès peut être interrompu, notamment
            pour maintenance, mise à jour, panne ou cas de force majeure, sans que sa responsabilité puisse être engagée.
          </p>
          <p>
            Le site contient des liens vers des sites tiers (administrations, prestataires de paiement, messagerie WhatsApp…). L’éditeur
            n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu ni de leurs pratiques en matière de données
            personnelles.
          </p>
          <p>Tout contenu manifestement illicite présent sur le site peut être signalé à l’éditeur par courriel, à l’adresse {email}.</p>
        </>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      body: (
        <>
          <p>
            Les traitements de données personnelles réalisés sur le site, leurs finalités, leurs durées de conservation et la manière
            d’exercer vos droits (accès, rectification, effacement, opposition…) sont décrits dans notre{' '}
            <Link to={webRoutes.privacyPolicy}>politique de confidentialité</Link>.
          </p>
          <p>
            En résumé, les données des contacts et prospects inactifs sont conservées 3 ans à compter du dernier contact, et les factures et
            pièces comptables 10 ans. Vous pouvez exercer vos droits en écrivant à {email} et introduire une réclamation auprès de la CNIL (
            <a href="https://www.cnil.fr">www.cnil.fr</a>).
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
            Le site n’utilise qu’un cookie de session, déposé lorsque vous vous connectez à votre espace client, pour vous maintenir
            connecté pendant votre navigation. Ce cookie est strictement nécessaire au fonctionnement du service que vous demandez&#x202f;;
            il est dispensé de consentement en application de l’article 82 de la loi n°&nbsp;78-17 du 6 janvier 1978 relative à
            l’informatique, aux fichiers et aux libertés.
          </p>
          <p>
            Aucun cookie publicitaire, de mesure d’audience ou de suivi n’est utilisé&nbsp;: c’est pourquoi aucun bandeau ne vous demande
            votre consentement. Le détail figure dans la <Link to={`${webRoutes.privacyPolicy}#cookies`}>politique de confidentialité</Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Conditions de vente et droit applicable',
      body: (
        <p>
          Les prestations proposées sur le site sont régies par nos <Link to={webRoutes.termsOfSale}>conditions générales de vente</Link>.
          Les présentes mentions légales sont soumises au droit français.
        </p>
      ),
    },
  ]

  return {
    title: 'Mentions légales',
    description:
      'Mentions légales du site\u00a0: éditeur (entrepreneur individuel en micro-entreprise), directeur de la publication, hébergeur, contact et propriété intellectuelle.',
    intro: (
      <>
        Informations sur l’éditeur et l’hébergeur du site {siteName}, conformément à l’article 6 de la loi n°&nbsp;2004-575 du 21 juin 2004
        pour la confiance dans l’économie numérique.
      </>
    ),
    sections,
  }
}
