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
  'approve.title': 'Approuver cet appareil ?',
  'approve.intro':
    'Quelqu’un a demandé à se connecter à {app} en tant que {email} sur un nouvel appareil. Si c’était vous, approuvez-le ici, dans le navigateur où vous avez demandé le code.',
  'approve.noScript':
    'Cette page nécessite JavaScript : seul un script peut savoir si c’est bien le navigateur où vous avez demandé le code. Activez JavaScript pour cette page et rouvrez le lien.',
  'approve.button': 'Approuver cet appareil',
  'approve.ignore':
    'Si vous n’avez pas demandé à vous connecter, fermez cette page : rien ne se passe sans le code.',
  'approve.approving': 'Approbation en cours…',
  'approve.doneTitle': 'Appareil approuvé',
  'approve.doneIntro':
    'Cet appareil est approuvé. Retournez sur {app} et saisissez le code du même e-mail. Vous pouvez fermer cet onglet.',
  'approve.failed': 'L’appareil n’a pas pu être approuvé. Réessayez.',
  'approve.unreachable':
    'Le serveur du portefeuille est injoignable : vérifiez votre connexion et réessayez.',
  'approve.wrongDevice':
    'Ce lien n’approuve que le navigateur où vous avez demandé le code, et celui-ci en est un autre : ouvrez le lien dans ce navigateur-là (copiez-le dans sa barre d’adresse). Rien n’a été approuvé.',
  'approve.unusableTitle': 'Ce lien ne peut pas être utilisé',
  'approve.unusable':
    'Ce lien d’approbation a expiré ou a déjà été utilisé. Retournez dans l’app et demandez un nouveau code.',
} satisfies MailTranslation
