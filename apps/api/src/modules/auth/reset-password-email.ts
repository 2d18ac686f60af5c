import type { OutgoingEmail } from '../mail';

const texts = {
  en: {
    subject: 'Encore: reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Encore account. ` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      'If you did not ask for it, ignore this message: your password stays the same.',
  },
  fr: {
    subject: 'Encore : réinitialisez votre mot de passe',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nUne demande de réinitialisation du mot de passe de votre compte Encore a été faite. ` +
      `Ouvrez ce lien dans l'heure pour en choisir un nouveau :\n\n${link}\n\n` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
};

export function resetPasswordEmail(
  to: string,
  name: string,
  link: string,
  language: 'fr' | 'en',
): OutgoingEmail {
  const t = texts[language];
  return { to, subject: t.subject, text: t.body(name, link), kind: 'password-reset' };
}
