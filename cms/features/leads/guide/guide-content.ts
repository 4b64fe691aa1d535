/**
 * The free guide « Créer son entreprise en Algérie : le guide pratique », in one structured
 * source: the PDF (guide-pdf.ts) draws all of it, the email (free-guide.ts) summarises its steps.
 *
 * Editorial rules: facts we can source (texts of law, official bodies) are stated with their
 * reference; amounts and delays that vary by wilaya, notary or year are given « à titre
 * indicatif » with who to ask. Our own offer promises only what the spec promises: the price,
 * expert follow-up, a result guaranteed within 30 days.
 * Plain spaces here: the PDF adds French no-break spaces itself (frenchSpacing).
 */
import type { Locale } from '@/contract/i18n/locales'
import { FULL_OFFER } from '@/contract/payments'
import { formatMoney } from '@/contract/money'
import { GUIDE_AR, OFFER_PRICE_LABEL_AR } from './guide-content-ar'

/** A list item with a lead term in bold ("EURL : une SARL à associé unique…"). */
export interface GuideTerm {
  term: string
  text: string
}

export type GuideListItem = string | GuideTerm

export type GuideBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'bullets'; items: GuideListItem[] }
  | { type: 'numbered'; items: GuideListItem[] }
  | { type: 'checklist'; groups: { title: string; items: string[] }[] }
  /** widths: relative column widths. */
  | { type: 'table'; columns: string[]; widths: number[]; rows: string[][]; note?: string }
  | { type: 'callout'; tone: 'info' | 'warning'; title: string; text: string }
  /** Our offer's box: the PDF fills in the site's address and contacts. */
  | { type: 'offer' }

export interface GuideSection {
  /** Stable id: PDF destinations and tests. */
  id: string
  title: string
  /** Procedure steps are numbered 1…n and summarised in one line (overview, email). */
  step?: number
  summary?: string
  blocks: GuideBlock[]
}

/** "997 € TTC", from the offer the server sells (never typed twice). */
export const OFFER_PRICE_LABEL = `${formatMoney(FULL_OFFER.amountMinor, FULL_OFFER.currency, { dropZeroDecimals: true })} TTC`

export const OFFER_PROMISES: readonly string[] = [
  'un expert suit votre dossier de bout en bout et répond à vos questions ;',
  'votre entreprise créée en 30 jours maximum, résultat garanti ;',
  `un prix clair : ${OFFER_PRICE_LABEL}, payé en ligne.`,
]

const steps: GuideSection[] = [
  {
    id: 'forme-juridique',
    step: 1,
    title: 'Choisir la forme juridique',
    summary: "Auto-entrepreneur, EURL, SARL, SPA… selon votre activité, le nombre d'associés et la protection de votre patrimoine.",
    blocks: [
      {
        type: 'paragraph',
        text: "La forme juridique fixe votre responsabilité, le nombre d'associés possible, le capital à apporter et le régime fiscal et social du dirigeant. Les options les plus courantes :",
      },
      {
        type: 'bullets',
        items: [
          {
            term: 'Personne physique (commerçant en nom propre)',
            text: "vous exercez en votre nom, sans créer de société ni rédiger de statuts. C'est simple, mais vos biens personnels et ceux de l'entreprise ne sont pas séparés : vous répondez des dettes sur tout votre patrimoine.",
          },
          {
            term: 'Auto-entrepreneur',
            text: "statut créé par la loi n° 22-23 du 18 décembre 2022 pour les petites activités individuelles éligibles, avec un chiffre d'affaires annuel plafonné à 5 millions de DA. Inscription en ligne auprès de l'ANAE (voir la section dédiée).",
          },
          {
            term: 'EURL (entreprise unipersonnelle à responsabilité limitée)',
            text: 'une SARL à associé unique. Votre responsabilité est limitée à vos apports : la forme idéale pour entreprendre seul en protégeant votre patrimoine.',
          },
          {
            term: 'SARL (société à responsabilité limitée)',
            text: "de 2 à 50 associés, responsables à hauteur de leurs apports, dirigée par un ou plusieurs gérants, associés ou non. C'est la forme la plus répandue pour les PME.",
          },
          {
            term: 'SPA (société par actions)',
            text: "pour les projets d'envergure : au moins 7 actionnaires, un conseil d'administration (ou un directoire et un conseil de surveillance), un commissaire aux comptes et un capital minimum élevé.",
          },
          {
            term: 'SNC (société en nom collectif)',
            text: 'tous les associés sont commerçants et répondent indéfiniment et solidairement des dettes de la société. À réserver à des associés qui se connaissent très bien.',
          },
          {
            term: 'SPAS (société par actions simplifiée)',
            text: 'forme créée par la loi n° 22-09 du 5 mai 2022, réservée aux entreprises labellisées « start-up ».',
          },
        ],
      },
      {
        type: 'table',
        columns: ['Forme', 'Associés', 'Responsabilité', 'Capital minimum'],
        widths: [1.1, 1, 1.5, 1.9],
        rows: [
          ['Personne physique', '1 (vous)', 'Illimitée : patrimoine personnel', 'Aucun'],
          [
            'Auto-entrepreneur',
            '1 (vous)',
            'Personnelle (personne physique)',
            "Aucun ; chiffre d'affaires plafonné à 5 millions de DA par an",
          ],
          ['EURL', '1', 'Limitée aux apports', 'Librement fixé dans les statuts'],
          ['SARL', '2 à 50', 'Limitée aux apports', 'Librement fixé dans les statuts'],
          ['SPA', '7 au moins', 'Limitée aux apports', "1 000 000 DA (5 000 000 DA en cas d'appel public à l'épargne)"],
          ['SNC', '2 au moins', 'Illimitée et solidaire', 'Pas de minimum légal'],
        ],
        note: 'Synthèse simplifiée du code de commerce, à titre indicatif. Certaines activités réglementées imposent leur propre capital minimum.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: "Le capital d'une SARL ou d'une EURL",
        text: "Depuis la loi n° 15-20 du 30 décembre 2015 modifiant le code de commerce, il n'existe plus de capital minimum pour la SARL et l'EURL (il était auparavant de 100 000 DA) : les associés le fixent librement dans les statuts. Les apports en argent doivent être libérés d'au moins un cinquième à la constitution, le reste dans les 5 ans. Un capital symbolique inquiète cependant banques, bailleurs et fournisseurs : fixez-le selon vos besoins réels de démarrage.",
      },
    ],
  },
  {
    id: 'denomination',
    step: 2,
    title: 'Réserver le nom : le certificat de dénomination',
    summary: "Faites réserver le nom de votre entreprise par le CNRC, en ligne (sidjilcom.cnrc.dz) ou auprès de l'antenne de votre wilaya.",
    blocks: [
      {
        type: 'paragraph',
        text: "Avant la rédaction des statuts, le nom de la société doit être déclaré disponible et réservé par le Centre national du registre du commerce (CNRC), qui délivre un certificat de dénomination. La demande se fait en ligne sur le portail du CNRC (sidjilcom.cnrc.dz) ou auprès de l'antenne du CNRC de votre wilaya ; votre notaire peut aussi s'en charger.",
      },
      {
        type: 'bullets',
        items: [
          "Proposez plusieurs noms classés par ordre de préférence (le formulaire en accepte en général jusqu'à quatre) : le premier disponible est retenu.",
          "Écartez les noms trop proches d'une société ou d'une marque existante : ils risquent d'être refusés, ou contestés plus tard.",
          'Le certificat a une durée de validité limitée (6 mois, renouvelable une fois, selon les indications actuelles du CNRC) : enchaînez les étapes suivantes sans tarder.',
          'Coût : quelques centaines de dinars (frais de recherche et timbre), à titre indicatif.',
        ],
      },
    ],
  },
  {
    id: 'siege',
    step: 3,
    title: 'Justifier le siège : bail, acte de propriété ou domiciliation',
    summary: "Justifiez l'adresse du siège : bail notarié au nom de la société, acte de propriété ou domiciliation.",
    blocks: [
      {
        type: 'paragraph',
        text: "Toute entreprise doit justifier l'adresse de son siège. Pour une société, le bail est établi par un notaire au nom de la société en formation, sur présentation du certificat de dénomination.",
      },
      {
        type: 'bullets',
        items: [
          {
            term: 'Local loué',
            text: 'bail notarié. Vérifiez avec le notaire et le CNRC les conditions demandées (durée du bail, usage commercial du local) avant de signer.',
          },
          {
            term: 'Local vous appartenant ou appartenant à un proche',
            text: 'acte de propriété, ou acte notarié mettant le local à disposition de la société, selon les cas.',
          },
          {
            term: 'Domiciliation',
            text: "certaines activités peuvent être domiciliées dans un centre d'affaires ; elles doivent alors se passer de stock et d'accueil de clientèle sur place.",
          },
        ],
      },
      {
        type: 'callout',
        tone: 'warning',
        title: 'Avant de signer un bail',
        text: "Assurez-vous que votre activité est permise dans ce local (usage commercial, règlement de copropriété, éventuelle autorisation d'exploitation) : un bail inadapté peut bloquer l'immatriculation.",
      },
    ],
  },
  {
    id: 'statuts-capital',
    step: 4,
    title: 'Faire rédiger les statuts chez le notaire et déposer le capital',
    summary:
      'Le notaire rédige et authentifie les statuts (acte notarié) ; les apports sont déposés et une attestation de dépôt est délivrée.',
    blocks: [
      {
        type: 'paragraph',
        text: "En Algérie, les statuts d'une société commerciale sont établis par acte notarié. Le notaire les rédige avec vous, contrôle les pièces, fait signer les associés et le gérant, puis authentifie l'acte.",
      },
      { type: 'subheading', text: 'Ce que contiennent les statuts' },
      {
        type: 'bullets',
        items: [
          "la forme, le nom, l'objet (les activités exercées) et la durée de la société ;",
          "l'adresse du siège ;",
          'le capital, les apports de chaque associé et la répartition des parts ou actions ;',
          "le ou les gérants et l'étendue de leurs pouvoirs ;",
          'les règles de décision, de cession des parts et de partage des bénéfices.',
        ],
      },
      { type: 'subheading', text: 'Le dépôt du capital' },
      {
        type: 'paragraph',
        text: "Les apports en argent sont déposés à l'office notarial, qui délivre une attestation de dépôt. Le notaire remet ces fonds au gérant une fois la société immatriculée au registre du commerce : ils alimentent alors le compte bancaire de la société. Si la société n'est pas constituée dans les 6 mois qui suivent le dépôt, chaque associé peut demander au notaire la restitution de son apport.",
      },
      {
        type: 'bullets',
        items: [
          'Les apports en nature (matériel, véhicule, fonds de commerce…) sont évalués et entièrement libérés dès la constitution.',
          "En SARL, un associé peut apporter son savoir-faire ou son travail (apport en industrie) : cet apport n'entre pas dans le capital mais donne droit à une part des bénéfices fixée par les statuts.",
          "Une SPA doit désigner un commissaire aux comptes ; pour une autre forme, demandez au notaire si votre situation l'exige.",
          'Frais : les droits et honoraires du notaire suivent un barème réglementé et dépendent du capital et des actes (statuts, bail) : demandez un devis détaillé avant de signer.',
        ],
      },
    ],
  },
  {
    id: 'registre-commerce',
    step: 5,
    title: "S'immatriculer au registre du commerce",
    summary: "Déposez le dossier à l'antenne du CNRC de votre wilaya et obtenez l'extrait du registre du commerce électronique.",
    blocks: [
      {
        type: 'paragraph',
        text: "L'immatriculation au registre du commerce fait naître juridiquement la société. Le dossier est déposé auprès de l'antenne du CNRC de la wilaya du siège (plusieurs démarches se font désormais en ligne sur le portail du CNRC). L'extrait délivré est un registre du commerce électronique (RCE) : il porte un code que chacun peut lire avec l'application du CNRC pour en vérifier l'authenticité.",
      },
      {
        type: 'bullets',
        items: [
          "Pièces habituelles : statuts notariés, certificat de dénomination, justificatif du siège, attestation de dépôt du capital, pièce d'identité et acte de naissance du gérant, extrait de casier judiciaire lorsqu'il est exigé, formulaire de demande et timbres fiscaux. La liste à jour est donnée par le CNRC.",
          "Activité réglementée : joignez l'agrément ou l'autorisation exigé, faute de quoi le dossier est refusé.",
          'Délai : souvent de 1 à quelques jours ouvrés une fois le dossier complet (à titre indicatif).',
          "Frais : droits d'immatriculation selon le barème du CNRC, plus les timbres.",
        ],
      },
    ],
  },
  {
    id: 'boal',
    step: 6,
    title: 'Publier la constitution au BOAL',
    summary:
      "L'avis de constitution est publié au Bulletin officiel des annonces légales (BOAL), en général par l'intermédiaire du CNRC ou du notaire.",
    blocks: [
      {
        type: 'paragraph',
        text: "La création d'une société est portée à la connaissance des tiers par un avis publié au Bulletin officiel des annonces légales (BOAL), tenu par le CNRC, et selon les cas dans un journal. En pratique, le notaire ou l'antenne du CNRC vous indique la marche à suivre ; les frais de publication suivent un barème.",
      },
      {
        type: 'bullets',
        items: ['Conservez les justificatifs de publication : la banque et les administrations les demandent souvent.'],
      },
    ],
  },
  {
    id: 'impots',
    step: 7,
    title: "S'identifier auprès des impôts : NIF et déclaration d'existence",
    summary:
      "Obtenez le numéro d'identification fiscale (NIF) et déposez la déclaration d'existence dans les 30 jours du début d'activité.",
    blocks: [
      {
        type: 'paragraph',
        text: "Le numéro d'identification fiscale (NIF) identifie l'entreprise auprès de l'administration fiscale (Direction générale des impôts, DGI). Selon les wilayas, il est attribué dans la foulée de l'immatriculation au registre du commerce ou sur demande auprès des services fiscaux. Chacun peut l'authentifier sur le site de la DGI (mfdgi.gov.dz).",
      },
      {
        type: 'bullets',
        items: [
          {
            term: "Déclaration d'existence",
            text: "à déposer au service des impôts dont relève le siège (inspection, centre de proximité des impôts ou centre des impôts) dans les 30 jours qui suivent le début de l'activité. Elle ouvre votre dossier fiscal.",
          },
          {
            term: "Carte d'immatriculation fiscale",
            text: "délivrée par l'administration fiscale, elle porte votre NIF ; clients, fournisseurs et banques la demandent.",
          },
          {
            term: 'NIS',
            text: "le numéro d'identification statistique est attribué par l'Office national des statistiques (ONS) et demandé par de nombreux organismes.",
          },
          {
            term: "Régime d'imposition",
            text: "une société relève en général du régime du réel (impôt sur les bénéfices des sociétés, TVA selon l'activité) ; l'impôt forfaitaire unique (IFU) concerne surtout les petites activités de personnes physiques. Faites valider votre régime par le service des impôts ou un comptable.",
          },
        ],
      },
    ],
  },
  {
    id: 'securite-sociale',
    step: 8,
    title: "S'affilier à la sécurité sociale : CASNOS et CNAS",
    summary: 'Affiliez le dirigeant non salarié à la CASNOS (10 jours) et, dès la première embauche, déclarez vos salariés à la CNAS.',
    blocks: [
      {
        type: 'bullets',
        items: [
          {
            term: 'CASNOS (non-salariés)',
            text: "le commerçant en nom propre, l'auto-entrepreneur et le gérant associé majoritaire relèvent en principe de la Caisse nationale de sécurité sociale des non-salariés. L'affiliation se fait auprès de l'agence CASNOS du lieu d'activité dans les 10 jours qui suivent le début de l'activité. La cotisation est annuelle, calculée sur le revenu, avec un minimum.",
          },
          {
            term: 'CNAS (salariés)',
            text: "dès la première embauche, l'entreprise s'affilie comme employeur à la Caisse nationale des assurances sociales des travailleurs salariés et déclare chaque salarié dans les 10 jours qui suivent son recrutement ; les cotisations sont ensuite déclarées et payées périodiquement (télédéclaration possible).",
          },
          {
            term: 'Gérant salarié',
            text: 'un gérant non associé ou minoritaire et rémunéré relève en principe de la CNAS : faites vérifier votre cas.',
          },
        ],
      },
    ],
  },
  {
    id: 'banque-demarrage',
    step: 9,
    title: 'Ouvrir le compte bancaire et démarrer',
    summary:
      'Ouvrez le compte de la société, récupérez les fonds du capital, tenez votre comptabilité et vos échéances dès le premier jour.',
    blocks: [
      {
        type: 'bullets',
        items: [
          "Ouvrez le compte professionnel avec les statuts, l'extrait du registre du commerce, le NIF et les pièces du gérant ; les fonds déposés chez le notaire y sont ensuite versés.",
          "Préparez vos factures avec les mentions obligatoires (nom et adresse, numéro de registre du commerce, NIF, NIS, article d'imposition, capital social pour une société).",
          'Tenez une comptabilité (obligatoire pour une société) et notez les échéances : déclarations fiscales mensuelles ou trimestrielles selon votre régime, cotisations CASNOS, dépôt annuel des comptes sociaux au CNRC.',
        ],
      },
    ],
  },
]

const autoEntrepreneur: GuideSection = {
  id: 'auto-entrepreneur',
  title: "Le cas de l'auto-entrepreneur",
  blocks: [
    {
      type: 'paragraph',
      text: "Pour une petite activité exercée seul, le statut d'auto-entrepreneur (loi n° 22-23 du 18 décembre 2022) est souvent le plus simple : ni statuts notariés, ni registre du commerce. Il est géré par l'Agence nationale de l'auto-entrepreneur (ANAE), dont la plateforme d'inscription est ouverte depuis janvier 2024.",
    },
    {
      type: 'bullets',
      items: [
        {
          term: 'Pour qui',
          text: "une personne physique ayant l'âge légal de travailler, de nationalité algérienne ou étrangère résidant en Algérie, qui exerce seule une activité de la liste des activités éligibles fixée par décret. Les professions libérales, les activités réglementées et l'artisanat en sont exclus.",
        },
        {
          term: 'Plafond',
          text: "un chiffre d'affaires annuel de 5 millions de DA au plus ; le statut est perdu après trois exercices consécutifs au-delà.",
        },
        {
          term: 'Inscription',
          text: "en ligne sur la plateforme de l'ANAE, au registre national de l'auto-entrepreneur ; une carte d'auto-entrepreneur est délivrée.",
        },
        {
          term: 'Impôts',
          text: "un impôt forfaitaire unique (IFU) à taux réduit, calculé sur le chiffre d'affaires (0,5 % selon les textes en vigueur à ce jour : à vérifier auprès de la DGI).",
        },
        { term: 'Protection sociale', text: 'affiliation à la CASNOS, comme tout non-salarié.' },
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Quand préférer une société',
      text: "Si vous voulez vous associer, dépasser le plafond de chiffre d'affaires, exercer une activité hors de la liste éligible ou protéger votre patrimoine, une EURL ou une SARL est plus adaptée.",
    },
  ],
}

const delaysAndCosts: GuideSection = {
  id: 'delais-couts',
  title: 'Délais et coûts indicatifs',
  blocks: [
    {
      type: 'paragraph',
      text: 'Ordres de grandeur constatés pour une EURL ou une SARL dont le dossier est complet. Ils varient selon la wilaya, le notaire et la période : demandez toujours le tarif exact avant de payer.',
    },
    {
      type: 'table',
      columns: ['Étape', 'Où', 'Délai indicatif', 'Coût indicatif'],
      widths: [1.5, 1.5, 1.2, 1.5],
      rows: [
        ['Certificat de dénomination', 'CNRC (en ligne ou antenne)', '1 à 2 jours', 'Quelques centaines de DA'],
        ['Bail ou domiciliation', 'Notaire ou centre de domiciliation', 'Quelques jours', "Loyer ou forfait, plus frais d'acte"],
        ['Statuts et dépôt du capital', 'Notaire', '1 à 2 semaines', 'Barème notarial, selon le capital'],
        ['Immatriculation au registre du commerce', 'Antenne CNRC de la wilaya', '1 à 5 jours ouvrés', 'Barème du CNRC, plus timbres'],
        ['Publication au BOAL', 'CNRC (souvent via le notaire)', 'Quelques jours', 'Barème de publication'],
        [
          "NIF et déclaration d'existence",
          'Services des impôts (DGI)',
          "30 jours au plus après le début d'activité",
          'Faible (timbres éventuels)',
        ],
        ['Affiliation CASNOS, CNAS', 'Agences CASNOS, CNAS', '10 jours (délai légal)', 'Cotisations selon revenu et salaires'],
        ['Inscription auto-entrepreneur', 'Plateforme ANAE', 'Quelques jours', 'Faible'],
      ],
      note: 'À titre indicatif : comptez en général de 2 à 6 semaines au total pour une EURL ou une SARL, selon la disponibilité du notaire et la complétude du dossier.',
    },
  ],
}

const checklist: GuideSection = {
  id: 'check-list',
  title: 'Check-list des documents',
  blocks: [
    {
      type: 'paragraph',
      text: "Cochez au fur et à mesure. La liste exacte dépend de la forme, de l'activité et de l'antenne : faites-la confirmer par le CNRC ou votre notaire.",
    },
    {
      type: 'checklist',
      groups: [
        {
          title: 'Pour chaque associé et le gérant',
          items: [
            "Pièce d'identité en cours de validité (carte nationale d'identité ou passeport)",
            "Extrait d'acte de naissance",
            "Extrait de casier judiciaire du gérant, lorsqu'il est exigé",
            'Certificat de résidence',
            'Associé étranger : passeport et, selon le cas, titre de séjour',
          ],
        },
        {
          title: 'Pour la société',
          items: [
            'Certificat de dénomination du CNRC',
            'Bail notarié, acte de propriété ou attestation de domiciliation',
            'Statuts authentifiés par le notaire',
            'Attestation de dépôt du capital',
            "Agrément ou autorisation, si l'activité est réglementée",
            "Formulaire de demande d'immatriculation et timbres fiscaux",
          ],
        },
        {
          title: "Après l'immatriculation",
          items: [
            'Extrait du registre du commerce électronique (RCE)',
            'Justificatif de publication au BOAL',
            "NIF, carte d'immatriculation fiscale et déclaration d'existence",
            'NIS (Office national des statistiques)',
            "Attestation d'affiliation CASNOS (et CNAS dès la première embauche)",
            "Relevé d'identité bancaire du compte de la société",
          ],
        },
      ],
    },
  ],
}

const mistakes: GuideSection = {
  id: 'erreurs',
  title: 'Les erreurs fréquentes',
  blocks: [
    {
      type: 'bullets',
      items: [
        {
          term: 'Signer le bail trop tôt',
          text: "avant d'avoir vérifié que l'activité est permise dans le local, ou à votre nom au lieu de celui de la société en formation.",
        },
        {
          term: "Mal définir l'objet social",
          text: "trop étroit, il vous interdit un marché ; trop vague, il complique l'agrément ou l'ouverture du compte. Listez les activités réellement prévues.",
        },
        {
          term: 'Laisser expirer le certificat de dénomination',
          text: 'il faut alors tout recommencer, au risque de perdre le nom.',
        },
        {
          term: 'Oublier une autorisation',
          text: 'exercer une activité réglementée sans agrément expose à la fermeture et à des sanctions.',
        },
        {
          term: 'Sous-estimer le capital',
          text: 'même sans minimum légal, un capital symbolique rassure peu banques et partenaires.',
        },
        {
          term: "Rater les délais qui suivent l'immatriculation",
          text: "déclaration d'existence (30 jours), affiliation CASNOS (10 jours), déclaration des salariés à la CNAS : les retards entraînent des pénalités.",
        },
        {
          term: 'Mélanger argent personnel et professionnel',
          text: 'utilisez le compte de la société pour toutes ses opérations, et pour elles seules.',
        },
        {
          term: 'Ne rien écrire entre associés',
          text: "rôles, apports, décisions, départ d'un associé : prévoyez-le dans les statuts, voire dans un pacte d'associés.",
        },
      ],
    },
  ],
}

const support: GuideSection = {
  id: 'accompagnement',
  title: 'Se faire accompagner',
  blocks: [
    {
      type: 'paragraph',
      text: "Vous pouvez mener toutes ces démarches vous-même avec ce guide. Si vous préférez gagner du temps et éviter les allers-retours, notre service complet de création d'entreprise les mène avec vous :",
    },
    { type: 'bullets', items: [...OFFER_PROMISES] },
    { type: 'offer' },
  ],
}

const sources: GuideSection = {
  id: 'sources',
  title: 'Sources officielles à consulter',
  blocks: [
    {
      type: 'bullets',
      items: [
        { term: 'CNRC', text: 'registre du commerce, dénomination, BOAL : cnrc.dz et sidjilcom.cnrc.dz' },
        { term: 'Direction générale des impôts', text: "NIF, déclaration d'existence, régimes fiscaux : mfdgi.gov.dz" },
        { term: 'CNAS', text: 'employeurs et salariés : cnas.dz' },
        { term: 'CASNOS', text: 'non-salariés : agence de votre wilaya' },
        { term: 'ANAE', text: "statut d'auto-entrepreneur : plateforme officielle de l'agence" },
        { term: 'Journal officiel', text: 'textes de loi (code de commerce, lois de finances) : joradp.dz' },
        { term: 'Votre notaire', text: 'statuts, bail, dépôt du capital et frais exacts' },
      ],
    },
  ],
}

const intro: GuideSection = {
  id: 'avant-de-commencer',
  title: 'Avant de commencer',
  blocks: [
    {
      type: 'paragraph',
      text: "Ce guide s'adresse à celles et ceux qui veulent créer leur entreprise en Algérie : en nom propre, comme auto-entrepreneur ou en société (EURL, SARL, SPA). Il décrit le parcours le plus courant, étape par étape, avec les documents à préparer, les délais à respecter et les pièges à éviter.",
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Un guide, pas un conseil juridique',
      text: "Les règles, les pièces demandées, les délais et les tarifs évoluent et varient d'une wilaya à l'autre. Les montants et délais cités le sont à titre indicatif. Avant toute décision, vérifiez votre situation auprès du CNRC, de l'administration fiscale (DGI) et d'un notaire.",
    },
    { type: 'subheading', text: "Trois questions à trancher d'abord" },
    {
      type: 'bullets',
      items: [
        {
          term: 'Votre activité est-elle libre ou réglementée ?',
          text: 'certaines activités exigent un agrément ou une autorisation préalable (transport, santé, tourisme, importation…). Repérez le code de votre activité dans la nomenclature du CNRC.',
        },
        { term: 'Seul ou à plusieurs ?', text: "le nombre d'associés oriente le choix de la forme juridique." },
        {
          term: 'Où exercer ?',
          text: 'il vous faudra une adresse de siège justifiée (bail, acte de propriété ou domiciliation) dans la wilaya où vous vous immatriculez.',
        },
      ],
    },
    { type: 'subheading', text: "Les étapes en un coup d'œil" },
    { type: 'numbered', items: steps.map((step) => ({ term: step.title, text: step.summary ?? '' })) },
  ],
}

export const GUIDE = {
  title: 'Créer son entreprise en Algérie',
  subtitle: 'Le guide pratique',
  edition: 'Édition 2026',
  /** One line under the title on the cover. */
  tagline: 'Forme juridique, CNRC, notaire, registre du commerce, impôts et sécurité sociale : les étapes, les documents et les délais.',
  disclaimer:
    "Ce guide donne une information générale et ne constitue pas un conseil juridique ou fiscal. Les montants et délais sont indicatifs : vérifiez votre situation auprès du CNRC, de l'administration fiscale (DGI) et d'un notaire.",
  sections: [intro, ...steps, autoEntrepreneur, delaysAndCosts, checklist, mistakes, support, sources] as readonly GuideSection[],
} as const

export interface Guide {
  title: string
  subtitle: string
  edition: string
  tagline: string
  disclaimer: string
  sections: readonly GuideSection[]
}

/** The guide in the reader's language (issue 37): French, or Arabic (guide-content-ar.ts). */
export function guideFor(locale: Locale): Guide {
  return locale === 'ar' ? GUIDE_AR : GUIDE
}

/** The offer's price as the guide prints it, in the reader's language. */
export function offerPriceLabel(locale: Locale): string {
  return locale === 'ar' ? OFFER_PRICE_LABEL_AR : OFFER_PRICE_LABEL
}

/** The numbered steps of the procedure, for summaries (the email, the overview). */
export function guideSteps(locale: Locale = 'fr'): { step: number; title: string; summary: string }[] {
  return guideFor(locale).sections.flatMap((section) =>
    section.step !== undefined && section.summary ? [{ step: section.step, title: section.title, summary: section.summary }] : [],
  )
}
