import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in pt-BR (see ../en/connect.ts). */
export default {
  'connect.title': 'Conectar uma carteira',
  'connect.or': 'ou',
  'connect.looking': 'Procurando carteiras…',
  'connect.retry': 'Tentar novamente',
  'connect.noWallet': 'Nenhuma carteira encontrada neste navegador.',
  'connect.noWalletInstall':
    'Instale uma extensão de carteira no navegador e recarregue esta página.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Continue acima com seu e-mail ou uma conta social, ou instale uma extensão de carteira no navegador e recarregue esta página.} email {Continue acima com seu e-mail, ou instale uma extensão de carteira no navegador e recarregue esta página.} other {Continue acima com uma conta social, ou instale uma extensão de carteira no navegador e recarregue esta página.}}',
  'connect.getWallet': 'Obtenha uma carteira:',
  'connect.opensDownloadPage': '(abre a página de download em uma nova aba)',
  'connect.walletsLabel': 'Carteiras',
  'connect.duplicateWallet': 'Outra carteira nesta página usa o mesmo id · id {id}',
  'connect.badgeConnected': 'Conectada',
  'connect.badgeRecent': 'Recente',
  'connect.badgeThisSafe': 'Este Safe',
  'connect.badgeInstalled': 'Instalada',
  'connect.walletConnectHint': 'Escaneie com uma carteira no seu celular',
  'connect.waiting': 'Aguardando {wallet}… Aprove a solicitação na sua carteira.',
  'connect.cancel': 'Cancelar',
  'connect.siweFailed': 'O login falhou, por isso a carteira foi desconectada: {reason}',
  'email.formLabel': 'Continuar com e-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'voce@exemplo.com',
  'email.sendingCode': 'Enviando código…',
  'email.continue': 'Continuar',
  'email.approveDeviceTitle': 'Aprove este dispositivo',
  'email.approveDeviceBody':
    'Sua carteira já está em outro dispositivo, então este precisa da sua aprovação uma vez. Enviamos um link para {email}: abra-o neste navegador e depois volte aqui. A tela do código abre sozinha.',
  'email.waitingApproval': 'Aguardando a aprovação…',
  'email.enterCodeTitle': 'Digite o código',
  'email.codeSent': 'Enviamos um código de 6 dígitos para {email}. Ele vale por 10 minutos.',
  'email.codeLabel': 'Código',
  'email.checking': 'Verificando…',
  'email.resendIn': 'Reenviar código em {seconds, number} s',
  'email.sending': 'Enviando…',
  'email.resend': 'Reenviar código',
  'email.changeTitle': 'Alterar e-mail',
  'email.addTitle': 'Adicionar um e-mail',
  'email.changeIntro':
    'O e-mail da sua carteira é {email}. Enviamos um código para ele e depois outro para o novo e-mail. A carteira e o endereço dela continuam os mesmos.',
  'email.addIntro':
    'Adicione um e-mail para entrar com um código além da sua chave de acesso. Enviamos um código para ele. A carteira e o endereço dela continuam os mesmos.',
  'email.newEmailLabel': 'Novo e-mail',
  'email.sendCodeIn': 'Enviar código em {seconds, number} s',
  'email.sendCode': 'Enviar código',
  'email.currentCodeTitle': 'Código do seu e-mail atual',
  'email.newCodeTitle': 'Código do seu novo e-mail',
  'email.currentCodeIntro':
    'Enviamos um código de 6 dígitos para {current} para confirmar a troca para {email}. Ele vale por 10 minutos.',
  'email.newCodeIntro':
    'Enviamos um código de 6 dígitos para {email}. Digite-o para torná-lo o e-mail da sua carteira. Ele vale por 10 minutos.',
  'social.groupLabel': 'Logins sociais',
  'social.continueWith': 'Continuar com {provider}',
  'social.signingIn': 'Entrando',
  'social.opening': 'Abrindo a janela do {provider}…',
  'social.openingSignIn': 'Abrindo a janela de login…',
  'social.waiting':
    'Entre com {provider} na janela que foi aberta. Quando terminar lá, você estará conectado aqui.',
  'social.signingYouIn': 'Fazendo seu login…',
  'social.redirecting': 'Levando você para {provider}…',
  'social.popupBlocked':
    'Seu navegador bloqueou a janela de login. Permita pop-ups para este site ou continue nesta aba.',
  'social.continueInTab': 'Continuar nesta aba',
  'social.tryAgain': 'Tentar novamente',
  'social.back': 'Voltar',
  'social.farcasterPreparing': 'Preparando o código…',
  'social.farcasterQrAlt': 'QR code: escaneie com o app Farcaster para entrar',
  'social.farcasterWaiting':
    'Aguardando o Farcaster… Escaneie o código com seu celular ou abra o link no app Farcaster e confirme lá.',
  'social.farcasterOpen': 'Abrir no Farcaster',
  'social.farcasterLocalClient': 'Abrir o cliente local do Farcaster',
  'social.opensNewTab': '(abre em uma nova aba)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Preparando o código…',
  'walletConnect.qrAlt': 'QR code: escaneie com o app da sua carteira para conectar',
  'walletConnect.waiting':
    'Aguardando sua carteira… Escaneie o código com uma carteira compatível com WalletConnect e aprove lá.',
  'walletConnect.openInApp': 'Abrir em um app de carteira',
  'walletConnect.failed': 'Não foi possível conectar com o WalletConnect. {reason}',
  'walletConnect.retry': 'Tentar novamente',
  'siwe.title': 'Entrar',
  'siwe.intro':
    '{app} pede que você assine uma mensagem com {wallet} para provar que esta conta é sua. Assinar não custa nada e não envia nenhuma transação.',
  'siwe.introAnyWallet':
    '{app} pede que você assine uma mensagem com sua carteira para provar que esta conta é sua. Assinar não custa nada e não envia nenhuma transação.',
  'siwe.waiting': 'Aguardando sua assinatura… Aprove a solicitação na sua carteira.',
  'siwe.tryAgain': 'Tentar novamente',
  'siwe.disconnect': 'Desconectar',
  'passkey.continue': 'Continuar com uma chave de acesso',
  'passkey.waiting': 'Aguardando sua chave de acesso…',
} satisfies Translation<typeof connectMessages>
