import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in pt-BR (see ../en/core.ts). */
export default {
  'view.back': 'Voltar',
  'view.close': 'Fechar',
  'view.errorTitle': 'Algo deu errado',
  'view.retry': 'Tentar novamente',
  'view.unavailable': 'Esta tela ainda não está disponível.',
  'view.copyLink': 'Copiar link',
  'view.linkCopied': 'Link copiado',
  'view.copyLinkFailed': 'Não foi possível copiar o link',
  'notice.emailUpdated': 'Seu e-mail agora é {email}',
  'notice.actionNotAllowed': 'Ação não permitida',
  'notice.onrampFinish':
    'Conclua a compra na janela da {provider}. Seu saldo de {symbol} será atualizado aqui quando chegar.',
  'notice.onrampFinishSolana':
    'Conclua a compra na janela da {provider}. Seus {symbol} aparecerão depois na sua conta Solana.',
  'notice.onrampArrived': '{amount} {symbol} recebidos',
  'notice.confirmTransfer': 'Confirme a transferência na sua carteira…',
  'notice.transactionStarted': 'Transação iniciada',
  'notice.confirmedInBlock': 'Transação confirmada no bloco {block}',
  'notice.confirmedInSlot': 'Transação confirmada no slot {slot}',
  'notice.transactionFailed': 'A transação falhou: {reason}',
  'notice.solanaNotConfirmed':
    'Transação enviada, ainda não confirmada: verifique no Solana Explorer.',
  'error.userRejected': 'Você recusou a solicitação na sua carteira.',
  'error.networkFailed':
    'A rede não respondeu. Verifique se o RPC da rede está funcionando e tente novamente.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Algo deu errado',
  'error.solanaSendFailed': 'Falha ao enviar a transação. Tente novamente.',
  'error.invalidSendInput': 'Insira um valor e um endereço de destinatário válidos',
  'error.unsupportedChain': 'Rede não suportada',
  'error.noTransactionHash': 'A carteira não retornou um hash de transação.',
  'error.transferRefused': 'O token recusou a transferência (transfer retornou false).',
  'error.transferNotReported': 'O token não registrou nenhuma transferência.',
  'error.requestRejected': 'A solicitação foi recusada.',
  'error.requestAborted': 'A solicitação foi cancelada',
  'error.chainNotConfigured': 'Rede não configurada.',
  'error.switchNotSupported': 'Esta carteira não permite trocar de rede pelo app',
  'error.notConnected': 'Nenhuma carteira conectada.',
  'error.connectCancelled': 'A conexão foi cancelada.',
  'error.noSignature': 'A carteira não retornou uma assinatura.',
  'error.frameLoad': 'Não foi possível carregar o login por e-mail',
  'error.networkNotFound': 'Rede não encontrada',
  'error.emailCooldown':
    'Tente novamente em {seconds, plural, one {# segundo} many {# segundos} other {# segundos}}',
} satisfies Translation<typeof coreMessages>
