import type { dialogsMessages } from '../en/dialogs.ts'
import type { Translation } from '../en.ts'

/** The frame's dialogs messages in fr (see ../en/dialogs.ts). */
export default {
  'dialog.asksApprove': '{origin} demande à votre wallet d’approuver :',
  'dialog.asksEmailChange': '{origin} demande à changer l’e-mail de votre wallet.',
  'dialog.asksPasskey': '{origin} vous demande d’ouvrir votre wallet avec une clé d’accès.',
  'dialog.appName': 'Elle se présente comme « {name} ».',
  'dialog.approve': 'Approuver',
  'dialog.reject': 'Refuser',
  'dialog.confirm': 'Confirmer',
  'dialog.cancel': 'Annuler',
  'dialog.changeEmailTitle': 'Remplacer votre e-mail par {email} ?',
  'dialog.currentEmail': 'E-mail actuel',
  'dialog.newEmail': 'Nouvel e-mail',
  'dialog.emailChangeNote':
    'Quiconque lit {email} pourra se connecter à ce wallet. Ne confirmez que s’il s’agit de votre propre e-mail ; des codes de confirmation vous seront ensuite envoyés.',
  'dialog.passkeyTitle': 'Continuer avec une clé d’accès',
  'dialog.passkeyNote':
    'Une clé d’accès ouvre ce wallet avec votre empreinte, votre visage ou le code de votre appareil, sans e-mail ni mot de passe. Elle ne fonctionne que sur {host}, le site du wallet : une page imitée ne peut pas l’utiliser. Nouveau ici ? Créez-en une.',
  'dialog.createPasskey': 'Créer une clé d’accès',
  'dialog.usePasskey': 'Utiliser ma clé d’accès',
  'request.chainNumber': 'chaîne {id}',
  'request.signTypedData': 'Signer des données structurées',
  'request.signMessage': 'Signer le message',
  'request.sendTransaction': 'Envoyer la transaction',
  'request.sendAmount': 'Envoyer {amount}',
  'request.type': 'Type',
  'request.typedData': 'données structurées',
  'request.for': 'Pour',
  'request.forVersion': '{name} (version {version})',
  'request.network': 'Réseau',
  'request.anyNetwork': 'Non précisé : valable sur tous les réseaux',
  'request.contract': 'Contrat',
  'request.data': 'Données',
  'request.dataSummary':
    '{selector} · {bytes, plural, one {# octet} many {# octets} other {# octets}}',
  'request.message': 'Message',
  'request.request': 'Requête',
  'request.to': 'À',
  'request.newContract': 'Nouveau contrat',
  'request.amount': 'Montant',
  'request.token': 'Jeton',
  'request.tokenTransfer': 'Transfert de jetons',
  'request.rawUnits': '{amount} (unités brutes)',
  'request.networkFee': 'Frais de réseau',
  'request.typedDataUnreadable':
    'Ces données structurées sont illisibles : impossible d’afficher ce qu’elles autorisent. Refusez sauf si vous savez de quoi il s’agit.',
  'request.noNetworkWarning':
    'Cette signature ne précise aucun réseau : elle peut être utilisée sur n’importe quel réseau, pas seulement {wallet}.',
  'request.unreadableNetworkWarning':
    'Le réseau de cette signature est illisible. Votre wallet est sur {wallet}.',
  'request.otherNetworkWarning':
    'Cette signature est destinée à {network}, et non à {wallet}, le réseau de votre wallet. Elle peut être utilisée sur {network} : n’approuvez que si vous comptez agir sur ce réseau.',
  'calls.account': 'Compte',
  'calls.accountCode': 'Code du compte',
  'calls.whatChanges': 'Ce qui change',
  'calls.makeSmartTitle': 'Faire de votre compte un smart account',
  'calls.makeSmartChanges':
    'Votre adresse et vos fonds restent les mêmes. Les apps pourront envoyer plusieurs appels en une seule approbation, exécutés tous ou aucun. Vous pouvez revenir en arrière dans Compte.',
  'calls.replacesOtherCode':
    'Votre compte exécute déjà un autre code sur ce réseau : il sera remplacé.',
  'calls.switchBackTitle': 'Revenir à un compte standard',
  'calls.switchBackChanges':
    'Votre compte abandonne son code de smart account sur ce réseau. Votre adresse et vos fonds restent les mêmes ; chaque appel d’un lot vous sera de nouveau demandé.',
  'calls.call': 'Appel {number}',
  'calls.callTo': '{call} vers {to}',
  'calls.runs': 'Exécution',
  'calls.asOneOperation': 'En une seule opération : tous ou aucun',
  'calls.asOneTransaction': 'En une seule transaction : tous ou aucun',
  'calls.paidBy': 'Payés par {app}',
  'calls.paidByThisApp': 'Payés par cette app',
  'calls.approveTitle':
    '{count, plural, one {Approuver # appel} many {Approuver # appels} other {Approuver # appels}}',
  'permission.title': 'Autoriser des dépenses sans confirmation',
  'permission.spend': 'Dépenser',
  'permission.upTo': 'Jusqu’à {amount}, vers n’importe qui',
  'permission.upToToken': 'Jusqu’à {amount} ({token}), vers n’importe qui',
  'permission.until': 'Jusqu’au',
  'permission.then': 'Ensuite',
  'permission.thenValue':
    'Les transferts dans cette limite s’exécutent sans vous demander ; tout le reste vous sera demandé. Vous pouvez révoquer cette autorisation dans Compte.',
  'permission.limit': 'Dépenser jusqu’à {amount}',
  'permission.remaining': '{amount} restants',
  'solana.sendTransaction': 'Envoyer une transaction Solana',
  'solana.signTransaction': 'Signer une transaction Solana',
  'solana.signMessage': 'Signer un message (Solana)',
  'solana.unknownNetwork': 'un réseau Solana inconnu ({chain})',
  'solana.unknownNetworkWarning':
    'Cette transaction est destinée à {network}, que ce wallet ne connaît pas.',
  'solana.feePaidBy': 'Frais payés par',
  'solana.you': 'vous',
  'solana.lookupAccount': 'un compte d’une table de correspondance',
  'solana.send': 'Envoyer',
  'solana.moveFrom': 'Transférer depuis {from}',
  'solana.moveTokens': 'Transférer des jetons',
  'solana.amountTo': '{amount} à {to}',
  'solana.tokensOfMint': 'jetons du mint {mint}',
  'solana.tokenAccount': 'compte de jetons {address}',
  'solana.opensTokenAccount': 'Ouvre un compte de jetons',
  'solana.tokenAccountOf': 'Compte {token} de {owner}, loyer payé par {payer}',
  'solana.systemProgram': 'Programme System',
  'solana.instructionType': 'instruction {type}',
  'solana.systemWarning':
    'L’instruction {number} est {name} du programme System : vérifiez que vous l’attendiez.',
  'solana.feeSettings': 'Réglages des frais',
  'solana.computeBudget': 'Budget de calcul',
  'solana.memo': 'Mémo',
  'solana.instruction': 'Instruction {number}',
  'solana.program': 'Programme {program}',
  'solana.unknownProgramWarning':
    'L’instruction {number} appelle un programme que ce wallet ne sait pas lire ({program}) : impossible d’afficher ce qu’elle fait. Refusez sauf si vous faites confiance à cette app.',
  'solana.lookupTablesWarning':
    'Cette transaction charge des comptes depuis des tables de correspondance, que ce wallet ne peut pas afficher.',
  'solana.notTextWarning':
    'Ce message n’est pas du texte : impossible d’afficher sa signification.',
} satisfies Translation<typeof dialogsMessages>
