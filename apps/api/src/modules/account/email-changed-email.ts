import type { OutgoingEmail } from '../mail';

const texts = {
  en: {
    subject: 'Encore: the e-mail address of your account was changed',
    body: (name: string, to: string, link: string) =>
      `Hello ${name},\n\nThe e-mail address of your Encore account was just changed to ${to}. ` +
      'From now on, messages about the account go to that address.\n\n' +
      `If you did not make this change, open this link within 7 days to restore this address, sign out ` +
      `every session and receive a link to choose a new password:\n\n${link}`,
  },
  fr: {
    subject: "Encore : l'adresse e-mail de votre compte a été modifiée",
    body: (name: string, to: string, link: string) =>
      `Bonjour ${name},\n\nL'adresse e-mail de votre compte Encore vient d'être remplacée par ${to}. ` +
      'Les messages concernant le compte seront désormais envoyés à cette adresse.\n\n' +
      "Si vous n'êtes pas à l'origine de ce changement, ouvrez ce lien dans les 7 jours pour rétablir cette " +
      `adresse, fermer toutes les sessions et recevoir un lien pour choisir un nouveau mot de passe :\n\n${link}`,
  },
};

/** The notice sent to the previous address, with the link that undoes the change. */
export function emailChangedEmail(
  previous: string,
  name: string,
  to: string,
  link: string,
  language: 'fr' | 'en',
): OutgoingEmail {
  const t = texts[language];
  return { to: previous, subject: t.subject, text: t.body(name, to, link), kind: 'email-changed' };
}
