import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in fr (see ../en/core.ts). */
export default {
  'view.back': 'Retour',
  'view.close': 'Fermer',
  'view.errorTitle': 'Une erreur s’est produite',
  'view.retry': 'Réessayer',
  'view.unavailable': 'Cette vue n’est pas encore disponible.',
  'view.copyLink': 'Copier le lien',
  'view.linkCopied': 'Lien copié',
  'view.copyLinkFailed': 'Impossible de copier le lien',
  'notice.emailUpdated': 'Votre e-mail est désormais {email}',
  'notice.actionNotAllowed': 'Action non autorisée',
  'notice.onrampFinish':
    'Terminez l’achat dans la fenêtre {provider}. Votre solde {symbol} se mettra à jour ici dès leur arrivée.',
  'notice.onrampFinishSolana':
    'Terminez l’achat dans la fenêtre {provider}. Vos {symbol} apparaîtront ensuite sur votre compte Solana.',
  'notice.onrampArrived': '{amount} {symbol} reçus',
  'notice.confirmTransfer': 'Confirmez le transfert dans votre portefeuille…',
  'notice.transactionStarted': 'Transaction lancée',
  'notice.confirmedInBlock': 'Transaction confirmée dans le bloc {block}',
  'notice.confirmedInSlot': 'Transaction confirmée dans le slot {slot}',
  'notice.transactionFailed': 'Échec de la transaction : {reason}',
  'notice.solanaNotConfirmed':
    'Transaction envoyée, pas encore confirmée : vérifiez-la sur Solana Explorer.',
  'error.userRejected': 'Vous avez refusé la demande dans votre portefeuille.',
  'error.networkFailed':
    'Le réseau ne répond pas. Vérifiez que le RPC de la chaîne fonctionne, puis réessayez.',
  'error.withCause': '{message} : {cause}',
  'error.somethingWentWrong': 'Une erreur s’est produite',
  'error.solanaSendFailed': 'Échec de l’envoi de la transaction. Veuillez réessayer.',
  'error.invalidSendInput': 'Veuillez saisir un montant et une adresse de destinataire valides',
  'error.unsupportedChain': 'Chaîne non prise en charge',
  'error.noTransactionHash': 'Le portefeuille n’a pas renvoyé de hash de transaction.',
  'error.transferRefused': 'Le jeton a refusé le transfert (transfer a renvoyé false).',
  'error.transferNotReported': 'Le jeton n’a signalé aucun transfert.',
  'error.requestRejected': 'La demande a été refusée.',
  'error.requestAborted': 'La demande a été annulée',
  'error.chainNotConfigured': 'Chaîne non configurée.',
  'error.switchNotSupported': 'Ce portefeuille ne permet pas de changer de réseau depuis l’app',
  'error.notConnected': 'Aucun portefeuille connecté.',
  'error.connectCancelled': 'La connexion a été annulée.',
  'error.noSignature': 'Le portefeuille n’a pas renvoyé de signature.',
  'error.frameLoad': 'Impossible de charger la connexion par e-mail',
  'error.networkNotFound': 'Réseau introuvable',
  'error.emailCooldown':
    'Veuillez réessayer dans {seconds, plural, one {# seconde} many {# secondes} other {# secondes}}',
} satisfies Translation<typeof coreMessages>
