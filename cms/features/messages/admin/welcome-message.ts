/** The test message (spec 2 §2 /admin/messages): a real welcome from support, in French. */
export function welcomeMessage(firstName: string, siteName: string): { subject: string; content: string } {
  return {
    subject: `Bienvenue sur ${siteName}`,
    content: [
      `Bonjour ${firstName},`,
      '',
      `Bienvenue sur ${siteName}\u00a0! Nous sommes ravis de vous accompagner dans la création de votre entreprise.`,
      '',
      'Depuis votre espace client, vous suivez l’avancement de votre projet étape par étape et vous échangez avec notre équipe. ' +
        'Une question ou un document à nous transmettre\u00a0? Répondez simplement à ce message\u00a0: un conseiller vous répondra rapidement.',
      '',
      'À très bientôt,',
      `L’équipe ${siteName}`,
    ].join('\n'),
  }
}
