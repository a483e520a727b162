import type { MailTranslation } from './en.ts'

/** The server's mail in fr (see ./en.ts). */
export default {
  'login.subject': 'Votre code de connexion {app} : {code}',
  'login.codeIs': 'Votre code de connexion {app} est :',
  'login.ignore':
    'Si vous n’avez pas demandé à vous connecter, ignorez cet e-mail : rien ne se passe sans le code.',
  'device.subject': 'Approuvez un nouvel appareil pour {app}',
  'device.lead':
    'Quelqu’un se connecte à votre portefeuille {app} depuis un appareil inconnu. Votre portefeuille est déjà sur un autre appareil : celui-ci doit donc être approuvé une fois par vous.',
  'device.approveFirst':
    'Si c’est bien vous, approuvez d’abord l’appareil (dans le navigateur où vous avez demandé le code) :',
  'device.approveLink': 'Approuver cet appareil',
  'device.thenCode': 'Saisissez ensuite ce code :',
  'code.expiry':
    'Il expire dans {minutes, plural, one {# minute} other {# minutes}} et ne fonctionne qu’une fois.',
  'change.primarySubject': 'Confirmez le changement de votre e-mail Foyer : {code}',
  'change.primaryLead':
    'Confirmez le changement de votre e-mail Foyer pour {newEmail} avec ce code :',
  'change.secondarySubject': 'Confirmez votre nouvel e-mail Foyer : {code}',
  'change.secondaryLead': 'Confirmez {newEmail} comme e-mail Foyer avec ce code :',
  'change.ignore':
    'Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne change sans le code.',
  'changed.subject': 'Votre e-mail Foyer a été modifié',
  'changed.when': '{date} à {time} UTC',
  'changed.what':
    'L’e-mail de votre portefeuille Foyer est passé de {oldEmail} à {newEmail} le {when}. Cette adresse ne permet plus de se connecter au portefeuille, et tous les autres appareils qui y étaient connectés ont été déconnectés.',
  'changed.ifYou': 'Si vous avez effectué ce changement, vous n’avez rien à faire.',
  'changed.ifNot':
    'Sinon, quelqu’un qui était connecté à votre portefeuille et pouvait lire cette boîte mail l’a effectué : changez dès maintenant le mot de passe de cette boîte mail, puis contactez le support de l’app où vous utilisez le portefeuille, en indiquant la date de cet e-mail. Gardez votre clé de récupération pour vous : personne de l’app ne vous la demandera jamais.',
} satisfies MailTranslation
