import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in fr (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Votre wallet · Foyer',
  'manage.title': 'Votre wallet',
  'manage.noSession':
    'Aucun wallet n’est connecté dans ce navigateur. Connectez-vous avec votre e-mail dans l’app, puis rouvrez cette page.',
  'manage.email': 'E-mail',
  'manage.noEmail': 'aucun (connexion avec une passkey ou un compte social)',
  'manage.address': 'Adresse',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# heure} other {# heures}}} other {{count, plural, one {# minute} other {# minutes}}}}',
  'manage.privateKey': 'Clé privée',
  'manage.exportButton': 'Exporter la clé privée',
  'manage.notHeld':
    'Ce navigateur ne détient pas le wallet : connectez-vous d’abord avec votre e-mail.',
  'manage.keyShown':
    'Votre clé privée s’affiche ci-dessous. Fermez cet onglet une fois que vous l’avez transférée.',
  'manage.confirmExport': 'Confirmer et exporter',
  'manage.cancel': 'Annuler',
  'manage.exportCancelled': 'Export annulé : rien n’a été affiché.',
  'manage.codeSent':
    'Nous avons envoyé un code à 6 chiffres à {email}. Saisissez-le pour confirmer que c’est bien vous.',
  'manage.codeLabel': 'Code',
  'manage.codeInvalid': 'Saisissez le code à 6 chiffres reçu par e-mail.',
  'manage.checking': 'Vérification de votre connexion…',
  'manage.sessionEnded':
    'La connexion de ce navigateur a expiré. Reconnectez-vous dans l’app, puis rouvrez cette page.',
  'manage.signInAgain':
    'Pour votre sécurité, l’export nécessite une connexion datant de moins de {fresh}. Reconnectez-vous avec {via, select, passkey {votre passkey} social {{provider}} other {votre compte}} dans l’app (Compte, Déconnecter, puis connexion), puis rouvrez cette page.',
  'manage.sendingCode':
    'Pour votre sécurité, l’export nécessite une connexion datant de moins de {fresh} : envoi d’un code à {email}…',
  'manage.newApproval':
    'Ce navigateur a besoin d’une nouvelle approbation pour {email} : reconnectez-vous dans l’app, puis rouvrez cette page.',
  'manage.exportWarning':
    'Quiconque possède la clé privée contrôle ce wallet et tout ce qu’il contient. Ne l’exportez que pour transférer le wallet vers une autre app de confiance, ne la collez jamais sur un site web et ne la partagez jamais, pas même avec le support.',
  'manage.signOutEverywhere': 'Se déconnecter partout',
  'manage.sessionsLabel': 'Sessions connectées',
  'manage.thisBrowser': 'Ce navigateur',
  'manage.device': 'Appareil {device}…',
  'manage.signedInAt': 'connecté le {date}',
  'manage.signingOut': 'Déconnexion partout…',
  'manage.signedOutEverywhere':
    'Déconnecté sur tous les appareils ({count, plural, one {# connexion terminée} other {# connexions terminées}}). Reconnectez-vous dans l’app pour utiliser votre wallet : il reste le même.',
  'manage.alreadySignedOut':
    'La connexion de ce navigateur avait déjà expiré. Reconnectez-vous dans l’app, puis ouvrez cette page pour vous déconnecter partout.',
  'manage.devicesTitle': 'Appareils connectés',
  'manage.devicesHelp':
    'Appareil perdu, ou connecté quelque part où vous n’avez plus confiance ? Déconnectez ce wallet sur tous les appareils, celui-ci compris. Votre wallet et son adresse restent les mêmes.',

  'passkey.title': 'Passkeys',
  'passkey.intro':
    'Connectez-vous à ce wallet avec votre empreinte, votre visage ou le code de votre appareil. Les passkeys ne fonctionnent que sur {host}, le site de ce wallet.',
  'passkey.listLabel': 'Vos passkeys',
  'passkey.details':
    'ajoutée le {added} · {lastUsed, select, never {jamais utilisée} other {utilisée le {lastUsed}}}{recovery, select, yes { · ouvre le wallet sur un nouvel appareil} other {}}',
  'passkey.none': 'Aucune passkey pour l’instant.',
  'passkey.add': 'Ajouter une passkey',
  'passkey.remove': 'Supprimer',
  'passkey.removeLabel': 'Supprimer {name}',
  'passkey.removed': '{name} a été supprimée : elle n’ouvre plus ce wallet.',
  'passkey.waiting': 'En attente de votre passkey…',
  'passkey.addedWithRecovery':
    'Passkey ajoutée. Elle vous connecte et, sur un nouvel appareil, ouvre ce wallet sans votre clé de récupération.',
  'passkey.addedWithoutRecovery':
    'Passkey ajoutée. Elle vous connecte ; son authentificateur ne peut pas protéger de clé de récupération (pas de WebAuthn PRF), gardez donc votre clé de récupération.',
  'passkey.cancelled':
    'La demande de passkey a été fermée ou a expiré : rien n’a changé. Réessayez quand vous êtes prêt.',
  'passkey.exists':
    'Cet appareil a déjà une passkey pour ce wallet : choisissez plutôt « Utiliser ma passkey ».',
  'passkey.wrongSite':
    'Les passkeys ne peuvent pas être utilisées sur {host} : le wallet doit être servi depuis un nom de domaine en https (ou localhost), jamais depuis une adresse IP.',
  'passkey.left': 'Vous avez fermé « Continuer avec une passkey » : rien n’a changé.',
  'passkey.noPrf':
    'Votre passkey ne peut pas protéger de clé de récupération sur cet appareil (son authentificateur ne prend pas en charge l’extension WebAuthn PRF) : gardez donc cette clé de récupération. Avec elle et votre passkey, vous pouvez ouvrir votre wallet sur un nouvel appareil.',
  'passkey.vaultFailed':
    'Votre passkey n’a pas pu enregistrer la clé de récupération sur le serveur du wallet pour le moment : gardez donc cette clé de récupération. Avec elle et votre passkey, vous pouvez ouvrir votre wallet sur un nouvel appareil.',

  'recovery.login':
    '{via, select, passkey {votre passkey} social {votre compte {provider}} other {votre e-mail}}',
  'recovery.saveTitle': 'Enregistrez votre clé de récupération',
  'recovery.wordsLabel': 'Clé de récupération, {count, plural, one {# mot} other {# mots}}',
  'recovery.copy': 'Copier',
  'recovery.copied': 'Clé de récupération copiée.',
  'recovery.copyBlocked': 'La copie est bloquée ici : notez les mots.',
  'recovery.saved': 'Je l’ai enregistrée',
  'recovery.intro':
    'Avec ces {count, plural, one {# mot} other {# mots}} et {login}, vous pouvez ouvrir votre wallet sur un nouvel appareil. Notez-les dans l’ordre, ou gardez-les dans un gestionnaire de mots de passe : personne, pas même cette app, ne pourra vous les montrer à nouveau.',
  'recovery.confirmTitle': 'Confirmez votre clé de récupération',
  'recovery.confirmIntro':
    'Pour vérifier que vous l’avez : saisissez les mots {words} de votre clé de récupération.',
  'recovery.wordLabel': 'Mot {position}',
  'recovery.back': 'Retour',
  'recovery.confirm': 'Confirmer',
  'recovery.missingWords':
    'Saisissez aussi {count, plural, one {le mot} other {les mots}} {words} de votre clé de récupération.',
  'recovery.wrongWords':
    '{count, plural, one {Le mot {words} ne correspond pas} other {Les mots {words} ne correspondent pas}} à votre clé de récupération. Vérifiez ce que vous avez noté, ou revenez en arrière pour revoir la clé.',

  'restore.title': 'Restaurer votre wallet',
  'restore.intro':
    'Cet appareil ne détient pas encore le wallet {address}. Saisissez la clé de récupération enregistrée lors de sa création : ses mots dans l’ordre (les quatre premières lettres de chacun suffisent).',
  'restore.label': 'Clé de récupération',
  'restore.submit': 'Restaurer',
  'restore.cancel': 'Annuler',
  'restore.lostKey': 'J’ai perdu ma clé de récupération',
  'restore.failed': 'Cette clé de récupération n’a pas fonctionné.',
  'restore.lostTitle': 'Clé de récupération perdue ?',
  'restore.lostIntro':
    'Le wallet {address} s’ouvre avec votre connexion plus une autre clé : celle conservée sur chaque appareil où vous vous êtes déjà connecté, ou la clé de récupération. Personne d’autre n’en a de copie, pas même cette app.',
  'restore.lostOtherDevice':
    'Connectez-vous sur un appareil ou un navigateur déjà utilisé : le wallet s’y ouvre. Depuis son Compte, vous pouvez exporter la clé privée et la garder en lieu sûr.',
  'restore.lostFindKey':
    'Cherchez la clé de récupération là où vous l’avez enregistrée (gestionnaire de mots de passe, note, copie imprimée), puis reconnectez-vous ici.',
  'restore.lostNothingLost':
    '« Annuler la connexion » laisse cet appareil tel quel : rien n’est modifié ni perdu.',
  'restore.back': 'Retour',
  'restore.cancelSignIn': 'Annuler la connexion',
  'restore.cancelled':
    'Vous avez quitté « Restaurer votre wallet » : rien n’a changé sur cet appareil. Reconnectez-vous une fois votre clé de récupération en main, ou sur un appareil où vous vous êtes déjà connecté.',

  'social.notAnApp':
    'Cette page n’est pas une app de ce serveur de wallet : impossible de s’y connecter',
  'social.notAResult': 'Ce n’est pas un résultat de connexion de ce serveur de wallet',
  'social.stateMismatch':
    'Cette réponse de connexion ne correspond à aucune connexion lancée par ce wallet (state mismatch) : elle a été refusée. Réessayez.',
  'social.failed': 'La connexion a échoué. Réessayez.',
  'social.otherWindow':
    'Cette connexion a été lancée dans une autre fenêtre ou a expiré. Relancez-la ici.',
  'social.farcasterFirst': 'Ouvrez d’abord la connexion Farcaster',
  'social.farcasterTimeout':
    'Farcaster n’a pas confirmé la connexion à temps : scannez le nouveau code pour réessayer',

  'login.enterEmailFirst': 'Saisissez d’abord votre e-mail',
  'login.approvalTimeout':
    'Le lien d’approbation n’a pas été ouvert à temps : demandez un nouveau code',

  'error.notSignedIn': 'Non connecté au wallet intégré',
  'error.noAppSession':
    'Le wallet a refusé cette demande : elle ne porte pas la session que le wallet a donnée à cette app. Reconnectez-vous.',
  'error.otherAppSession':
    'Le wallet a refusé cette demande : sa session a été donnée à une autre app. Reconnectez-vous ici.',
  'error.rejected': 'La demande a été refusée dans le wallet',
  'error.chainNotServed': 'La chaîne {chainId} n’est pas prise en charge par ce wallet',
  'error.ownMessage':
    'Le wallet a refusé de signer ce message : il remplacerait la part de clé du wallet, ce que seul le wallet peut faire.',
  'error.networkName': '{name} (chaîne {chainId})',
  'error.unknownNetwork': 'chaîne {chainId}',
  'error.unknownChain': 'Chaîne {chainId}',
  'error.refusedHere': 'Ce wallet ne fonctionne que sur {frameOrigin}, pas sur {origin}.',
  'error.refusedNoServer': 'Ce wallet ne fonctionne que sur son propre serveur, pas sur {origin}.',
  'error.noAppOrigins':
    'Ce serveur de wallet n’indique aucune app autorisée à l’intégrer (appOrigins).',
  'error.sessionExpired':
    'Votre connexion a expiré : reconnectez-vous pour accéder à votre wallet.',
  'error.shareStored':
    'La part d’authentification de ce wallet est déjà enregistrée : la remplacer nécessite la signature du wallet lui-même.',
  'error.otherWalletStored':
    'Un autre wallet est déjà enregistré pour ce compte : récupérez ce wallet avec sa part de récupération au lieu d’en créer un nouveau.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Trop de requêtes : réessayez dans un instant.} one {Trop de requêtes : réessayez dans # seconde.} other {Trop de requêtes : réessayez dans # secondes.}}',
  'error.serverDown':
    'Le serveur Foyer n’a pas pu {action, select, store {enregistrer votre wallet} other {charger votre wallet}} pour le moment (HTTP {status}) : réessayez dans un instant.',
  'error.serverRefused':
    'Le serveur Foyer a refusé de {action, select, store {enregistrer votre wallet} other {charger votre wallet}}.',
  'error.unreachable':
    'Impossible de joindre le serveur Foyer pour {action, select, store {enregistrer votre wallet} other {charger votre wallet}} : vérifiez votre connexion et réessayez.',
  'error.storeUnconfirmed':
    'Le serveur Foyer n’a pas confirmé l’enregistrement du wallet {address}.',
  'error.unreadableShare':
    'Le serveur Foyer a envoyé une part d’authentification que ce frame ne peut pas lire.',
  'error.deviceShareDamaged':
    'Le wallet {address} ne peut pas être déverrouillé sur cet appareil : sa part enregistrée est endommagée. Connectez-vous et utilisez votre part de récupération pour le restaurer.',
  'error.invalidShare':
    'Ce n’est pas une part valide : copiez tout le texte de la part, uniquement des lettres, des chiffres, + / et =.',
  'error.shareLength':
    'Cette part est incomplète ou trop longue : une part fait {bytes} octets (44 caractères), celle-ci fait {length} octets.',
  'error.sharesMismatch':
    'Ces deux parts ne reconstituent pas le wallet {address} : l’une appartient à un autre wallet ou est endommagée. Utilisez la part de récupération enregistrée pour ce wallet.',
  'error.wordCount':
    'Une clé de récupération compte {expected} mots ; celle-ci en compte {count}. Saisissez tous les mots, dans l’ordre.',
  'error.unknownWord':
    'Le mot {position} ne fait pas partie des mots de clé de récupération : vérifiez son orthographe.',
  'error.checksum':
    'Ces {count} mots ne forment pas une clé de récupération : l’un est mal saisi, ou deux sont inversés. Comparez-les à la clé enregistrée.',
} satisfies Translation<typeof walletMessages>
