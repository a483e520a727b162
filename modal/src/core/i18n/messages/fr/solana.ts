import type { solanaMessages } from '../en/solana.ts'
import type { Translation } from '../en.ts'

/** The solana views' messages in fr (see ../en/solana.ts). */
export default {
  'solana.walletsLabel': 'Portefeuilles Solana',
  'solana.installed': 'Installé',
  'solana.connected': 'Connecté',
  'solana.duplicateWarning': 'Un autre portefeuille de cette page porte le même nom',
  'solana.waiting': 'En attente de {wallet}… Approuvez la demande dans votre portefeuille.',
  'solana.emailWallet': 'Portefeuille e-mail',
  'solana.accountTitle': 'Compte',
  'solana.reconnecting': 'Reconnexion de votre portefeuille Solana…',
  'solana.notConnected': 'Aucun compte Solana connecté.',
  'solana.viewTransaction': 'Voir la transaction sur Solana Explorer',
  'solana.viewOnExplorer': 'Voir sur Solana Explorer',
  'solana.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'solana.walletOnNetwork': '{wallet} sur {network}',
  'solana.loadingBalance': 'Chargement du solde…',
  'solana.balanceError': 'Impossible de charger le solde.',
  'solana.retry': 'Réessayer',
  'solana.network': 'Réseau',
  'solana.switchNetwork': 'Réseau : {network}. Changer de réseau',
  'solana.send': 'Envoyer',
  'solana.buy': 'Acheter',
  'solana.signOutNote':
    'La déconnexion ferme les deux comptes de votre portefeuille e-mail : celui-ci et son compte EVM.',
  'solana.signOut': 'Se déconnecter',
  'solana.disconnect': 'Déconnecter',
  'solana.accountRowLabel': 'Compte Solana',
  'solana.useSolanaAccount': 'Utiliser le compte Solana',
  'solana.evmAccountLabel': 'Compte EVM',
  'solana.useEvmAccount': 'Utiliser le compte EVM',
  'solana.networksLabel': 'Réseaux Solana',
  'solana.networkUnsupported': '{wallet} ne le prend pas en charge',
  'solana.sendTitle': 'Envoyer',
  'solana.token': 'Jeton',
  'solana.amount': 'Montant',
  'solana.receiver': 'Adresse du destinataire',
  'solana.review': 'Vérifier',
  'solana.reviewSummary': 'Vous envoyez {amount} à {address}.',
  'solana.fee': 'Frais de réseau {fee}',
  'solana.feeWithRent':
    'Frais de réseau {fee}, plus {rent} pour ouvrir le compte USDC du destinataire',
  'solana.offCurve':
    'Cette adresse appartient à un programme, pas à un portefeuille : ce que vous y envoyez risque d’être bloqué.',
  'solana.errorWalletGone': '{wallet} n’est plus sur cette page.',
  'solana.errorNoAccount': '{wallet} n’a fourni aucun compte.',
  'solana.errorNoWallet': 'Aucun portefeuille Solana n’est connecté.',
  'solana.errorAccountGone': '{wallet} ne fournit plus {address}.',
  'solana.errorCannotSign': '{wallet} ne peut pas signer de transactions Solana.',
  'solana.errorEmailWalletNetwork':
    'Dans cette app, le portefeuille e-mail n’envoie pas sur {network}.',
  'solana.errorFrameNoTransaction':
    'Le cadre du portefeuille n’a renvoyé aucune transaction signée.',
  'solana.errorFrameNoSignature': 'Le cadre du portefeuille n’a renvoyé aucune signature.',
  'solana.errorNodeNoAnswer': 'Le nœud {network} n’a pas répondu ({url}).',
  'solana.errorNodeRefused': 'Le nœud a refusé la demande.',
  'solana.errorSimulation': 'Le réseau a refusé le transfert lors d’une simulation : {reason}',
  'solana.errorAmountNotNumber': 'Le montant doit être un nombre. Saisi : « {amount} »',
  'solana.errorAmountDecimals':
    'Le montant a au plus {decimals, plural, one {# décimale} other {# décimales}}. Saisi : « {amount} »',
  'solana.errorAmountZero': 'Le montant doit être supérieur à 0. Saisi : « {amount} »',
  'solana.errorReceiver':
    'Le destinataire doit être une adresse Solana (base58, 32 octets). Saisi : « {address} »',
  'solana.errorNoUsdc': '{network} n’a pas d’USDC à envoyer.',
} satisfies Translation<typeof solanaMessages>
