import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in fr (see ../en/send.ts). */
export default {
  'send.title': 'Envoyer',
  'send.tokenLabel': 'Jeton',
  'send.tokenOption': '{symbol} — {balance} disponible',
  'send.amountLabel': 'Montant',
  'send.receiverLabel': 'Adresse du destinataire',
  'send.receiverOrNameLabel': 'Adresse ou nom du destinataire',
  'send.previewButton': 'Aperçu',
  'send.lookingUpReceiver': 'Recherche du destinataire…',
  'send.estimatingFee': 'Estimation des frais…',
  'send.chooseToken': 'Choisissez un jeton à envoyer.',
  'send.amountNotNumber': 'Le montant doit être un nombre supérieur à 0. Saisi : {provided}',
  'send.amountTooManyDecimals':
    'Le montant peut avoir au plus {decimals, plural, one {# décimale} other {# décimales}} pour {symbol}. Saisi : {provided}',
  'send.amountOverBalance':
    'Le montant ne doit pas dépasser votre solde de {balance} {symbol}. Saisi : {provided}',
  'send.receiverNotAddress':
    'Le destinataire doit être une adresse 0x de 40 caractères hexadécimaux. Saisi : {provided}',
  'send.receiverChecksum':
    'La somme de contrôle du destinataire est incorrecte (EIP-55) : la casse d’une lettre est erronée, l’adresse est peut-être mal saisie. Collez-la à nouveau. Saisi : {provided}',
  'send.receiverNoAddress': 'Le destinataire « {name} » n’a pas d’adresse sur ce réseau.',
  'send.receiverNotRegistered':
    'Le destinataire « {name} » n’est pas un nom enregistré. Saisissez une adresse 0x ou un nom comme {example}.',
  'send.receiverLookupFailed': 'Impossible de résoudre « {name} » : {reason}',
  'send.nameLookupError': 'Erreur lors de la résolution du nom',
  'send.previewSend': 'Envoi',
  'send.previewTo': 'À',
  'send.previewNetwork': 'Réseau',
  'send.previewFee': 'Frais de réseau',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Indisponibles : {reason}. Le portefeuille les estimera.',
  'send.noEstimate': 'la chaîne n’a donné aucune estimation',
  'send.warningsLabel': 'À vérifier avant l’envoi',
  'send.warnZeroAddress': 'C’est l’adresse zéro : ce qui y est envoyé est perdu.',
  'send.warnTokenContract':
    'C’est le contrat {symbol} lui-même : les jetons envoyés à cette adresse sont généralement perdus.',
  'send.warnOwnAddress': 'C’est votre propre adresse.',
  'send.editButton': 'Modifier',
  'send.sendButton': 'Envoyer',
  'send.insufficientFunds':
    'Pas assez de {symbol} pour le montant et les frais de réseau : il faut {needed} {symbol}, le compte a {available} {symbol}.',
  'send.transferLabel': 'Transfert',
  'send.transferAmount': 'Montant',
  'send.transferTo': 'À',
  'send.transferNetwork': 'Réseau',
  'send.transferHash': 'Transaction',
  'send.opensExplorer': '(ouvre l’explorateur dans un nouvel onglet)',
  'send.unknownNetwork': 'Réseau inconnu',
  'send.chainNumber': 'Chaîne {id}',

  'calls.emptyTitle': 'Appels',
  'calls.none': 'Aucun appel n’a été envoyé depuis cette page.',
  'calls.title': '{total, plural, one {# appel} other {# appels}}',
  'calls.intro':
    'Votre portefeuille les envoie un par un sur {network} : chacun demande votre approbation et attend le précédent.',
  'calls.progress':
    '{confirmed, number} sur {total, number} {confirmed, plural, one {confirmé} other {confirmés}}',
  'calls.progressAsking':
    '{confirmed, number} sur {total, number} {confirmed, plural, one {confirmé} other {confirmés}} · confirmez l’appel {n, number} sur {total, number} dans votre portefeuille',
  'calls.listLabel': 'Appels',
  'calls.stepWaiting': 'En attente',
  'calls.stepAsking': 'Confirmez dans votre portefeuille',
  'calls.stepSent': 'Envoyé, en attente d’un bloc',
  'calls.stepConfirmed': 'Confirmé',
  'calls.stepReverted': 'Annulé',
  'calls.stepRejected': 'Refusé',
  'calls.stepFailed': 'Échec',
  'calls.stepSkipped': 'Non envoyé',
  'calls.send':
    'Envoyer {amount} {symbol} à {target, select, new {un nouveau contrat} other {{to}}}',
  'calls.call': 'Appeler {target, select, new {un nouveau contrat} other {{to}}}',
  'calls.callWithData':
    'Appeler {target, select, new {un nouveau contrat} other {{to}}} avec {bytes, plural, one {# octet} other {# octets}} de données',
  'calls.callWithDataAndValue':
    'Appeler {target, select, new {un nouveau contrat} other {{to}}} avec {bytes, plural, one {# octet} other {# octets}} de données et {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {L’appel est confirmé.} other {Les # appels sont confirmés.}}',
  'calls.rejected':
    'Vous avez refusé l’appel {n, number} sur {total, number} dans votre portefeuille.',
  'calls.reverted': 'La chaîne a annulé l’appel {n, number} sur {total, number}.',
  'calls.failed': 'L’appel {n, number} sur {total, number} a échoué : {reason}.',
  'calls.notSentByWallet': 'le portefeuille ne l’a pas envoyé',
  'calls.confirmedBefore':
    '{count, plural, one {L’appel {calls} a été envoyé et confirmé.} other {Les appels {calls} ont été envoyés et confirmés.}}',
  'calls.notSentAfter':
    '{count, plural, one {L’appel {calls} n’a pas été envoyé.} other {Les appels {calls} n’ont pas été envoyés.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {L’appel {confirmed} a été envoyé et confirmé} other {Les appels {confirmed} ont été envoyés et confirmés}} ; {notSentCount, plural, one {l’appel {notSent} n’a pas été envoyé} other {les appels {notSent} n’ont pas été envoyés}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Enregistrer un nom',
  'names.label': 'Nom du compte',
  'names.placeholder': 'votre-nom',
  'names.rules':
    'Lettres, chiffres et traits d’union, au moins {min, number} caractères. Un nom est propre à un réseau : celui-ci pointera vers votre adresse sur {network} uniquement.',
  'names.typeName': 'Saisissez un nom.',
  'names.badCharacter':
    'Utilisez uniquement des lettres, des chiffres et des traits d’union : « {character} » n’est pas autorisé.',
  'names.tooShort':
    'Utilisez au moins {min, plural, one {# caractère} other {# caractères}} : « {name} » en a {length, number}.',
  'names.notEns': 'Nom ENS non valide (ENSIP-15) : {reason}.',
  'names.checking': 'Vérification de {name}…',
  'names.available': '{name} est disponible.',
  'names.taken': '{name} est déjà pris.',
  'names.takenTryThese': '{name} est déjà pris. Essayez l’un de ceux-ci :',
  'names.checkFailed': 'Impossible de vérifier {name} : {reason}',
  'names.needsServer': 'Les noms de compte nécessitent un serveur Foyer.',
  'names.suggestionsLabel': 'Noms libres',
  'names.register': 'Enregistrer',
  'names.registeringTitle': 'Enregistrement du nom',
  'names.registeredTitle': 'Nom enregistré',
  'names.registering': 'Enregistrement de {name}…',
  'names.confirmInWallet': 'Confirmez le message dans votre portefeuille.',
  'names.yours': '{name} est à vous.',
  'names.backToAccount': 'Retour au compte',

  'onramp.title': 'Acheter',
  'onramp.needsServer':
    'L’achat de crypto nécessite un serveur Foyer : cette application n’en a aucun de configuré ({option}).',
  'onramp.loadingProviders': 'Chargement des fournisseurs…',
  'onramp.loadFailed': 'Impossible de charger les options d’achat. {reason}',
  'onramp.retry': 'Réessayer',
  'onramp.notOnNetwork': '{symbol} ne peut pas être acheté sur {network}. Passez à {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} ne peut pas être acheté sur ce réseau Solana. Passez à {networks}.',
  'onramp.formLabel': 'Acheter de la crypto',
  'onramp.providerLabel': 'Fournisseur',
  'onramp.loading': 'Chargement…',
  'onramp.noProvider': 'Aucun fournisseur disponible',
  'onramp.buyLabel': 'Acheter',
  'onramp.currencyOption': '{symbol} ({name}) sur {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) sur ce réseau Solana',
  'onramp.payWithLabel': 'Payer avec',
  'onramp.methodLabel': 'Moyen de paiement',
  'onramp.methodOption':
    '{method, select, card {Carte} ach_bank_account {Virement bancaire (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Montant ({currency})',
  'onramp.presetsLabel': 'Montants courants',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Montant requis : combien de {currency} payer.',
  'onramp.amountFormat':
    'Le montant doit être un nombre de {currency} avec au plus 2 décimales, par exemple 50 ou 49.99. Saisi : « {provided} »',
  'onramp.amountBelowMin':
    'Le montant doit être d’au moins {min} {currency} par {method, select, card {carte} ach_bank_account {virement bancaire (ACH)} other {{name}}}. Saisi : « {provided} »',
  'onramp.amountAboveMax':
    'Le montant doit être d’au plus {max} {currency} par {method, select, card {carte} ach_bank_account {virement bancaire (ACH)} other {{name}}}. Saisi : « {provided} »',
  'onramp.amountAboveMaxOther':
    'Le montant doit être d’au plus {max} {currency} par {method, select, card {carte} ach_bank_account {virement bancaire (ACH)} other {{name}}} ; le {otherMethod, select, card {paiement par carte} ach_bank_account {virement bancaire (ACH)} other {moyen {otherName}}} permet jusqu’à {otherMax} {currency}. Saisi : « {provided} »',
  'onramp.gettingQuote': 'Obtention d’un devis…',
  'onramp.quote': 'Vous recevez ≈ {amount} {symbol} sur {network}',
  'onramp.quoteSolana': 'Vous recevez ≈ {amount} {symbol} sur ce réseau Solana',
  'onramp.quoteFailed': 'Impossible d’obtenir un devis. {reason}',
  'onramp.continue': 'Continuer',
  'onramp.continueWith': 'Continuer avec {provider}',
  'onramp.popupBlocked':
    'Le navigateur a bloqué la fenêtre de {provider}. Autorisez les fenêtres pop-up pour ce site, puis appuyez à nouveau sur Continuer.',
  'onramp.notReady':
    '{missing, select, provider {Achat impossible pour l’instant : aucun fournisseur disponible.} account {Achat impossible pour l’instant : aucun compte connecté.} network {Achat impossible pour l’instant : {symbol} n’est pas vendu sur ce réseau.} other {Achat impossible pour l’instant : aucun devis pour ce montant.}}',
} satisfies Translation<typeof sendMessages>
