import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in pt-BR (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Sua carteira · Foyer',
  'manage.title': 'Sua carteira',
  'manage.noSession':
    'Nenhuma carteira está conectada neste navegador. Entre com seu e-mail no app e abra esta página de novo.',
  'manage.email': 'E-mail',
  'manage.noEmail': 'nenhum (login com uma passkey ou uma conta social)',
  'manage.address': 'Endereço',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# hora} other {# horas}}} other {{count, plural, one {# minuto} other {# minutos}}}}',
  'manage.privateKey': 'Chave privada',
  'manage.exportButton': 'Exportar chave privada',
  'manage.notHeld': 'Este navegador não tem a carteira: primeiro entre com seu e-mail.',
  'manage.keyShown': 'Sua chave privada está abaixo. Feche esta aba depois de transferi-la.',
  'manage.confirmExport': 'Confirmar e exportar',
  'manage.cancel': 'Cancelar',
  'manage.exportCancelled': 'Exportação cancelada: nada foi exibido.',
  'manage.codeSent':
    'Enviamos um código de 6 dígitos para {email}. Digite-o para confirmar que é você.',
  'manage.codeLabel': 'Código',
  'manage.codeInvalid': 'Digite o código de 6 dígitos do e-mail.',
  'manage.checking': 'Verificando seu login…',
  'manage.sessionEnded':
    'O login deste navegador expirou. Entre de novo no app e abra esta página outra vez.',
  'manage.signInAgain':
    'Para sua segurança, exportar exige um login feito nos últimos {fresh}. Entre de novo com {via, select, passkey {sua passkey} social {{provider}} other {sua conta}} no app (Conta, Desconectar e depois entrar) e abra esta página outra vez.',
  'manage.sendingCode':
    'Para sua segurança, exportar exige um login feito nos últimos {fresh}: enviando um código para {email}…',
  'manage.newApproval':
    'Este navegador precisa de uma nova aprovação para {email}: entre de novo no app e abra esta página outra vez.',
  'manage.exportWarning':
    'Quem tiver a chave privada controla esta carteira e tudo o que há nela. Exporte-a só para mover a carteira para outro app de confiança, nunca a cole em um site e nunca a compartilhe, nem mesmo com o suporte.',
  'manage.signOutEverywhere': 'Sair de todos os lugares',
  'manage.sessionsLabel': 'Sessões conectadas',
  'manage.thisBrowser': 'Este navegador',
  'manage.device': 'Dispositivo {device}…',
  'manage.signedInAt': 'conectado em {date}',
  'manage.signingOut': 'Saindo de todos os lugares…',
  'manage.signedOutEverywhere':
    'Você saiu em todos os dispositivos ({count, plural, one {# login encerrado} other {# logins encerrados}}). Entre de novo no app para usar sua carteira: ela continua a mesma.',
  'manage.alreadySignedOut':
    'O login deste navegador já tinha expirado. Entre de novo no app e abra esta página para sair de todos os lugares.',
  'manage.devicesTitle': 'Dispositivos conectados',
  'manage.devicesHelp':
    'Perdeu um dispositivo ou entrou em algum lugar em que não confia mais? Desconecte esta carteira de todos os dispositivos, incluindo este. Sua carteira e o endereço dela continuam os mesmos.',

  'passkey.title': 'Passkeys',
  'passkey.intro':
    'Entre nesta carteira com sua digital, seu rosto ou o PIN do dispositivo. As passkeys só funcionam em {host}, o site desta carteira.',
  'passkey.listLabel': 'Suas passkeys',
  'passkey.details':
    'adicionada em {added} · {lastUsed, select, never {nunca usada} other {último uso em {lastUsed}}}{recovery, select, yes { · abre a carteira em um novo dispositivo} other {}}',
  'passkey.none': 'Nenhuma passkey ainda.',
  'passkey.add': 'Adicionar uma passkey',
  'passkey.remove': 'Remover',
  'passkey.removeLabel': 'Remover {name}',
  'passkey.removed': '{name} foi removida: ela não abre mais esta carteira.',
  'passkey.waiting': 'Aguardando sua passkey…',
  'passkey.addedWithRecovery':
    'Passkey adicionada. Ela faz seu login e, em um novo dispositivo, abre esta carteira sem sua chave de recuperação.',
  'passkey.addedWithoutRecovery':
    'Passkey adicionada. Ela faz seu login; o autenticador dela não consegue proteger uma chave de recuperação (sem WebAuthn PRF), então guarde sua chave de recuperação.',
  'passkey.cancelled':
    'A solicitação da passkey foi fechada ou expirou: nada mudou. Tente de novo quando estiver pronto.',
  'passkey.exists':
    'Este dispositivo já tem uma passkey para esta carteira: escolha “Usar minha passkey”.',
  'passkey.wrongSite':
    'Não é possível usar passkeys em {host}: a carteira precisa ser servida de um nome de domínio via https (ou localhost), nunca de um endereço IP.',
  'passkey.left': 'Você fechou “Continuar com uma passkey”: nada mudou.',
  'passkey.noPrf':
    'Sua passkey não consegue proteger uma chave de recuperação neste dispositivo (o autenticador dela não é compatível com a extensão WebAuthn PRF), então guarde esta chave de recuperação: com ela e sua passkey, você pode abrir sua carteira em um novo dispositivo.',
  'passkey.vaultFailed':
    'Sua passkey não conseguiu salvar a chave de recuperação no servidor da carteira agora, então guarde esta chave de recuperação: com ela e sua passkey, você pode abrir sua carteira em um novo dispositivo.',

  'recovery.login':
    '{via, select, passkey {sua passkey} social {sua conta {provider}} other {seu e-mail}}',
  'recovery.saveTitle': 'Salve sua chave de recuperação',
  'recovery.wordsLabel':
    'Chave de recuperação, {count, plural, one {# palavra} other {# palavras}}',
  'recovery.copy': 'Copiar',
  'recovery.copied': 'Chave de recuperação copiada.',
  'recovery.copyBlocked': 'Copiar está bloqueado aqui: anote as palavras.',
  'recovery.saved': 'Já salvei',
  'recovery.intro':
    'Com estas {count, plural, one {# palavra} other {# palavras}} e {login}, você pode abrir sua carteira em um novo dispositivo. Anote-as em ordem ou guarde-as em um gerenciador de senhas: ninguém, nem mesmo este app, pode mostrá-las de novo.',
  'recovery.confirmTitle': 'Confirme sua chave de recuperação',
  'recovery.confirmIntro':
    'Para garantir que você a tem: digite as palavras {words} da sua chave de recuperação.',
  'recovery.wordLabel': 'Palavra {position}',
  'recovery.back': 'Voltar',
  'recovery.confirm': 'Confirmar',
  'recovery.missingWords':
    'Digite também {count, plural, one {a palavra} other {as palavras}} {words} da sua chave de recuperação.',
  'recovery.wrongWords':
    '{count, plural, one {A palavra {words} não corresponde} other {As palavras {words} não correspondem}} à sua chave de recuperação. Confira o que você anotou ou volte para ver a chave de novo.',

  'restore.title': 'Restaure sua carteira',
  'restore.intro':
    'Este dispositivo ainda não tem a carteira {address}. Digite a chave de recuperação que você salvou ao criá-la: as palavras em ordem (as quatro primeiras letras de cada uma bastam).',
  'restore.label': 'Chave de recuperação',
  'restore.submit': 'Restaurar',
  'restore.cancel': 'Cancelar',
  'restore.lostKey': 'Perdi minha chave de recuperação',
  'restore.failed': 'Essa chave de recuperação não funcionou.',
  'restore.lostTitle': 'Perdeu sua chave de recuperação?',
  'restore.lostIntro':
    'A carteira {address} abre com seu login mais uma outra chave: a que fica em cada dispositivo onde você já entrou, ou a chave de recuperação. Ninguém mais tem uma cópia, nem mesmo este app.',
  'restore.lostOtherDevice':
    'Entre em um dispositivo ou navegador que você já usou: a carteira abre lá. Na Conta dela, você pode exportar a chave privada e guardá-la em segurança.',
  'restore.lostFindKey':
    'Procure a chave de recuperação onde você a salvou (um gerenciador de senhas, uma nota, uma cópia impressa) e entre aqui de novo.',
  'restore.lostNothingLost':
    '“Cancelar login” deixa este dispositivo como estava: nada é alterado nem perdido.',
  'restore.back': 'Voltar',
  'restore.cancelSignIn': 'Cancelar login',
  'restore.cancelled':
    'Você saiu de “Restaure sua carteira”: nada mudou neste dispositivo. Entre de novo quando tiver sua chave de recuperação, ou em um dispositivo onde você já entrou.',

  'social.notAnApp':
    'Esta página não é um app deste servidor de carteira, então não pode fazer login aqui',
  'social.notAResult': 'Isto não é um resultado de login deste servidor de carteira',
  'social.stateMismatch':
    'Esta resposta de login não corresponde a nenhum login iniciado por esta carteira (state mismatch), então foi recusada. Tente de novo.',
  'social.failed': 'O login falhou. Tente de novo.',
  'social.otherWindow':
    'Este login foi iniciado em outra janela ou expirou. Inicie-o de novo aqui.',
  'social.farcasterFirst': 'Abra primeiro o login com Farcaster',
  'social.farcasterTimeout':
    'O Farcaster não confirmou o login a tempo: escaneie o novo código para tentar de novo',

  'login.enterEmailFirst': 'Digite seu e-mail primeiro',
  'login.approvalTimeout': 'O link de aprovação não foi aberto a tempo: peça um novo código',

  'error.notSignedIn': 'Você não entrou na carteira integrada',
  'error.noAppSession':
    'A carteira recusou esta solicitação: ela não traz a sessão que a carteira deu a este app. Entre de novo.',
  'error.otherAppSession':
    'A carteira recusou esta solicitação: a sessão dela foi dada a outro app. Entre de novo aqui.',
  'error.rejected': 'A solicitação foi recusada na carteira',
  'error.chainNotServed': 'A rede {chainId} não é atendida por esta carteira',
  'error.ownMessage':
    'A carteira se recusou a assinar esta mensagem: ela substituiria a parte da chave da própria carteira, o que só a carteira pode fazer.',
  'error.networkName': '{name} (rede {chainId})',
  'error.unknownNetwork': 'rede {chainId}',
  'error.unknownChain': 'Rede {chainId}',
  'error.refusedHere': 'Esta carteira só funciona em {frameOrigin}, não em {origin}.',
  'error.refusedNoServer': 'Esta carteira só funciona no próprio servidor, não em {origin}.',
  'error.noAppOrigins':
    'Este servidor de carteira não lista nenhum app que possa incorporá-lo (appOrigins).',
  'error.sessionExpired': 'Seu login expirou: entre de novo para acessar sua carteira.',
  'error.shareStored':
    'A parte de autenticação desta carteira já está salva: substituí-la exige a assinatura da própria carteira.',
  'error.otherWalletStored':
    'Outra carteira já está salva para esta conta: recupere essa carteira com a parte de recuperação dela em vez de criar uma nova.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Muitas solicitações: tente de novo em instantes.} one {Muitas solicitações: tente de novo em # segundo.} other {Muitas solicitações: tente de novo em # segundos.}}',
  'error.serverDown':
    'O servidor Foyer não conseguiu {action, select, store {salvar sua carteira} other {carregar sua carteira}} agora (HTTP {status}): tente de novo em instantes.',
  'error.serverRefused':
    'O servidor Foyer se recusou a {action, select, store {salvar sua carteira} other {carregar sua carteira}}.',
  'error.unreachable':
    'Não foi possível acessar o servidor Foyer para {action, select, store {salvar sua carteira} other {carregar sua carteira}}: verifique sua conexão e tente de novo.',
  'error.storeUnconfirmed': 'O servidor Foyer não confirmou que salvou a carteira {address}.',
  'error.unreadableShare':
    'O servidor Foyer enviou uma parte de autenticação que este frame não consegue ler.',
  'error.deviceShareDamaged':
    'A carteira {address} não pode ser desbloqueada neste dispositivo: a parte salva está danificada. Entre e use sua parte de recuperação para restaurá-la.',
  'error.invalidShare':
    'Isto não é uma parte válida: copie todo o texto da parte, apenas letras, dígitos, + / e =.',
  'error.shareLength':
    'Esta parte está incompleta ou longa demais: uma parte tem {bytes} bytes (44 caracteres); esta tem {length} bytes.',
  'error.sharesMismatch':
    'Estas duas partes não reconstroem a carteira {address}: uma pertence a outra carteira ou está danificada. Use a parte de recuperação que você salvou para esta carteira.',
  'error.wordCount':
    'Uma chave de recuperação tem {expected} palavras; esta tem {count}. Digite todas as palavras, em ordem.',
  'error.unknownWord':
    'A palavra {position} não é uma das palavras da chave de recuperação: confira a grafia.',
  'error.checksum':
    'Estas {count} palavras não são uma chave de recuperação: uma foi digitada errado ou duas estão trocadas. Compare-as com a chave que você salvou.',
} satisfies Translation<typeof walletMessages>
