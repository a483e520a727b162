import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in fr (see ../en/connect.ts). */
export default {
  'connect.title': 'Connecter un portefeuille',
  'connect.or': 'ou',
  'connect.looking': 'Recherche de portefeuilles…',
  'connect.retry': 'Réessayer',
  'connect.noWallet': 'Aucun portefeuille trouvé dans ce navigateur.',
  'connect.noWalletInstall':
    'Installez une extension de portefeuille pour votre navigateur, puis rechargez cette page.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Continuez ci-dessus avec votre e-mail ou un compte social, ou installez une extension de portefeuille et rechargez cette page.} email {Continuez ci-dessus avec votre e-mail, ou installez une extension de portefeuille et rechargez cette page.} other {Continuez ci-dessus avec un compte social, ou installez une extension de portefeuille et rechargez cette page.}}',
  'connect.getWallet': 'Obtenir un portefeuille :',
  'connect.opensDownloadPage': '(ouvre sa page de téléchargement dans un nouvel onglet)',
  'connect.walletsLabel': 'Portefeuilles',
  'connect.duplicateWallet':
    'Un autre portefeuille de cette page utilise le même identifiant · id {id}',
  'connect.badgeConnected': 'Connecté',
  'connect.badgeRecent': 'Récent',
  'connect.badgeThisSafe': 'Ce Safe',
  'connect.badgeInstalled': 'Installé',
  'connect.walletConnectHint': 'Scannez avec un portefeuille sur votre téléphone',
  'connect.waiting': 'En attente de {wallet}… Approuvez la demande dans votre portefeuille.',
  'connect.cancel': 'Annuler',
  'connect.siweFailed': 'La connexion a échoué, le portefeuille a donc été déconnecté : {reason}',
  'email.formLabel': 'Continuer avec un e-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'vous@exemple.com',
  'email.sendingCode': 'Envoi du code…',
  'email.continue': 'Continuer',
  'email.enterAddress': 'Saisissez votre e-mail, par ex. name@example.com',
  'email.notAnAddress':
    'Saisissez un e-mail valide, par ex. name@example.com (« {email} » est invalide)',
  'email.enterCode': 'Saisissez le code à 6 chiffres reçu par e-mail',
  'email.approveDeviceTitle': 'Approuver cet appareil',
  'email.approveDeviceBody':
    'Votre portefeuille se trouve déjà sur un autre appareil : celui-ci doit donc être approuvé une fois. Nous avons envoyé un lien à {email} : ouvrez-le dans ce navigateur, puis revenez ici. L’écran du code s’ouvrira automatiquement.',
  'email.waitingApproval': 'En attente de l’approbation…',
  'email.enterCodeTitle': 'Saisissez le code',
  'email.codeSent': 'Nous avons envoyé un code à 6 chiffres à {email}. Il est valable 10 minutes.',
  'email.codeLabel': 'Code',
  'email.checking': 'Vérification…',
  'email.resendIn': 'Renvoyer le code dans {seconds, number} s',
  'email.sending': 'Envoi…',
  'email.resend': 'Renvoyer le code',
  'email.changeTitle': 'Modifier l’e-mail',
  'email.addTitle': 'Ajouter un e-mail',
  'email.changeIntro':
    'L’e-mail de votre portefeuille est {email}. Nous y envoyons un code, puis un autre à la nouvelle adresse. Le portefeuille et son adresse restent les mêmes.',
  'email.addIntro':
    'Ajoutez un e-mail pour vous connecter avec un code en plus de votre passkey. Nous y envoyons un code. Le portefeuille et son adresse restent les mêmes.',
  'email.newEmailLabel': 'Nouvel e-mail',
  'email.sendCodeIn': 'Envoyer le code dans {seconds, number} s',
  'email.sendCode': 'Envoyer le code',
  'email.currentCodeTitle': 'Code reçu sur votre e-mail actuel',
  'email.newCodeTitle': 'Code reçu sur votre nouvel e-mail',
  'email.currentCodeIntro':
    'Nous avons envoyé un code à 6 chiffres à {current} pour confirmer son remplacement par {email}. Il est valable 10 minutes.',
  'email.newCodeIntro':
    'Nous avons envoyé un code à 6 chiffres à {email}. Saisissez-le pour en faire l’e-mail de votre portefeuille. Il est valable 10 minutes.',
  'social.groupLabel': 'Connexions sociales',
  'social.continueWith': 'Continuer avec {provider}',
  'social.signingIn': 'Connexion',
  'social.opening': 'Ouverture de la fenêtre {provider}…',
  'social.openingSignIn': 'Ouverture de la fenêtre de connexion…',
  'social.waiting':
    'Connectez-vous avec {provider} dans la fenêtre qui s’est ouverte. Une fois terminé, vous serez connecté ici.',
  'social.signingYouIn': 'Connexion en cours…',
  'social.redirecting': 'Redirection vers {provider}…',
  'social.popupBlocked':
    'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, ou continuez dans cet onglet.',
  'social.continueInTab': 'Continuer dans cet onglet',
  'social.tryAgain': 'Réessayer',
  'social.back': 'Retour',
  'social.farcasterPreparing': 'Préparation du code…',
  'social.farcasterQrAlt': 'QR code : scannez-le avec l’app Farcaster pour vous connecter',
  'social.farcasterWaiting':
    'En attente de Farcaster… Scannez le code avec votre téléphone, ou ouvrez le lien dans l’app Farcaster, puis confirmez-y.',
  'social.farcasterOpen': 'Ouvrir dans Farcaster',
  'social.farcasterLocalClient': 'Ouvrir le client Farcaster local',
  'social.opensNewTab': '(s’ouvre dans un nouvel onglet)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Préparation du code…',
  'walletConnect.qrAlt':
    'QR code : scannez-le avec l’app de votre portefeuille pour vous connecter',
  'walletConnect.waiting':
    'En attente de votre portefeuille… Scannez le code avec un portefeuille WalletConnect, puis approuvez-y la demande.',
  'walletConnect.openInApp': 'Ouvrir dans une app de portefeuille',
  'walletConnect.failed': 'Impossible de se connecter avec WalletConnect. {reason}',
  'walletConnect.retry': 'Réessayer',
  'siwe.title': 'Se connecter',
  'siwe.intro':
    '{app} vous demande de signer un message avec {wallet} pour prouver que ce compte vous appartient. La signature est gratuite et n’envoie aucune transaction.',
  'siwe.introAnyWallet':
    '{app} vous demande de signer un message avec votre portefeuille pour prouver que ce compte vous appartient. La signature est gratuite et n’envoie aucune transaction.',
  'siwe.waiting': 'En attente de votre signature… Approuvez la demande dans votre portefeuille.',
  'siwe.tryAgain': 'Réessayer',
  'siwe.disconnect': 'Se déconnecter',
  'passkey.continue': 'Continuer avec une passkey',
  'passkey.waiting': 'En attente de votre passkey…',
} satisfies Translation<typeof connectMessages>
