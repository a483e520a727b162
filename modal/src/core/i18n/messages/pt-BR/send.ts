import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in pt-BR (see ../en/send.ts). */
export default {
  'send.title': 'Enviar',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} disponível',
  'send.amountLabel': 'Valor',
  'send.receiverLabel': 'Endereço do destinatário',
  'send.receiverOrNameLabel': 'Endereço ou nome do destinatário',
  'send.previewButton': 'Revisar',
  'send.lookingUpReceiver': 'Buscando destinatário…',
  'send.estimatingFee': 'Estimando taxa…',
  'send.chooseToken': 'Escolha um token para enviar.',
  'send.amountNotNumber': 'O valor deve ser um número maior que 0. Informado: {provided}',
  'send.amountTooManyDecimals':
    'O valor pode ter no máximo {decimals, plural, one {# casa decimal} other {# casas decimais}} para {symbol}. Informado: {provided}',
  'send.amountOverBalance':
    'O valor não pode ultrapassar seu saldo de {balance} {symbol}. Informado: {provided}',
  'send.receiverNotAddress':
    'O destinatário deve ser um endereço 0x de 40 caracteres hexadecimais. Informado: {provided}',
  'send.receiverChecksum':
    'O destinatário tem um checksum incorreto (EIP-55): uma letra está com maiúscula/minúscula errada, então o endereço pode ter sido digitado errado. Cole-o novamente. Informado: {provided}',
  'send.receiverNoAddress': 'O destinatário "{name}" não tem endereço nesta rede.',
  'send.receiverNotRegistered':
    'O destinatário "{name}" não é um nome registrado. Digite um endereço 0x ou um nome como {example}.',
  'send.receiverLookupFailed': 'Não foi possível resolver "{name}": {reason}',
  'send.nameLookupError': 'Erro ao resolver o nome',
  'send.previewSend': 'Enviar',
  'send.previewTo': 'Para',
  'send.previewNetwork': 'Rede',
  'send.previewFee': 'Taxa de rede',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Indisponível: {reason}. A carteira vai estimá-la.',
  'send.noEstimate': 'a rede não forneceu estimativa',
  'send.warningsLabel': 'Confira antes de enviar',
  'send.warnZeroAddress': 'Este é o endereço zero: o que for enviado para ele será perdido.',
  'send.warnTokenContract':
    'Este é o próprio contrato de {symbol}: tokens enviados para ele geralmente são perdidos.',
  'send.warnOwnAddress': 'Este é o seu próprio endereço.',
  'send.editButton': 'Editar',
  'send.sendButton': 'Enviar',
  'send.insufficientFunds':
    '{symbol} insuficiente para o valor e a taxa de rede: são necessários {needed} {symbol}, a conta tem {available} {symbol}.',
  'send.transferLabel': 'Transferência',
  'send.transferAmount': 'Valor',
  'send.transferTo': 'Para',
  'send.transferNetwork': 'Rede',
  'send.transferHash': 'Transação',
  'send.opensExplorer': '(abre o explorador em uma nova aba)',
  'send.unknownNetwork': 'Rede desconhecida',
  'send.chainNumber': 'Rede {id}',

  'calls.emptyTitle': 'Chamadas',
  'calls.none': 'Nenhuma chamada foi enviada desta página.',
  'calls.title': '{total, plural, one {# chamada} other {# chamadas}}',
  'calls.intro':
    'Sua carteira as envia uma de cada vez na {network}: cada uma pede sua aprovação e espera a anterior.',
  'calls.progress':
    '{confirmed, number} de {total, number} {confirmed, plural, one {confirmada} other {confirmadas}}',
  'calls.progressAsking':
    '{confirmed, number} de {total, number} {confirmed, plural, one {confirmada} other {confirmadas}} · confirme a chamada {n, number} de {total, number} na sua carteira',
  'calls.listLabel': 'Chamadas',
  'calls.stepWaiting': 'Aguardando',
  'calls.stepAsking': 'Confirme na sua carteira',
  'calls.stepSent': 'Enviada, aguardando um bloco',
  'calls.stepConfirmed': 'Confirmada',
  'calls.stepReverted': 'Revertida',
  'calls.stepRejected': 'Recusada',
  'calls.stepFailed': 'Falhou',
  'calls.stepSkipped': 'Não enviada',
  'calls.send':
    'Enviar {amount} {symbol} para {target, select, new {um novo contrato} other {{to}}}',
  'calls.call': 'Chamar {target, select, new {um novo contrato} other {{to}}}',
  'calls.callWithData':
    'Chamar {target, select, new {um novo contrato} other {{to}}} com {bytes, plural, one {# byte} other {# bytes}} de dados',
  'calls.callWithDataAndValue':
    'Chamar {target, select, new {um novo contrato} other {{to}}} com {bytes, plural, one {# byte} other {# bytes}} de dados e {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {A chamada está confirmada.} other {Todas as # chamadas estão confirmadas.}}',
  'calls.rejected': 'Você recusou a chamada {n, number} de {total, number} na sua carteira.',
  'calls.reverted': 'A rede reverteu a chamada {n, number} de {total, number}.',
  'calls.failed': 'A chamada {n, number} de {total, number} falhou: {reason}.',
  'calls.notSentByWallet': 'a carteira não a enviou',
  'calls.confirmedBefore':
    '{count, plural, one {A chamada {calls} foi enviada e confirmada.} other {As chamadas {calls} foram enviadas e confirmadas.}}',
  'calls.notSentAfter':
    '{count, plural, one {A chamada {calls} não foi enviada.} other {As chamadas {calls} não foram enviadas.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {A chamada {confirmed} foi enviada e confirmada} other {As chamadas {confirmed} foram enviadas e confirmadas}}; {notSentCount, plural, one {a chamada {notSent} não foi enviada} other {as chamadas {notSent} não foram enviadas}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Registrar nome',
  'names.label': 'Nome da conta',
  'names.placeholder': 'seu-nome',
  'names.rules':
    'Letras, números e hífens, no mínimo {min, number} caracteres. Um nome vale por rede: este vai apontar para o seu endereço somente na {network}.',
  'names.typeName': 'Digite um nome.',
  'names.badCharacter': 'Use apenas letras, números e hífens: "{character}" não é permitido.',
  'names.tooShort':
    'Use pelo menos {min, plural, one {# caractere} other {# caracteres}}: "{name}" tem {length, number}.',
  'names.notEns': 'Não é um nome ENS válido (ENSIP-15): {reason}.',
  'names.checking': 'Verificando {name}…',
  'names.available': '{name} está disponível.',
  'names.taken': '{name} já está em uso.',
  'names.takenTryThese': '{name} já está em uso. Experimente um destes:',
  'names.checkFailed': 'Não foi possível verificar {name}: {reason}',
  'names.needsServer': 'Nomes de conta precisam de um servidor Foyer.',
  'names.suggestionsLabel': 'Nomes livres',
  'names.register': 'Registrar',
  'names.registeringTitle': 'Registrando nome',
  'names.registeredTitle': 'Nome registrado',
  'names.registering': 'Registrando {name}…',
  'names.confirmInWallet': 'Confirme a mensagem na sua carteira.',
  'names.yours': '{name} agora é seu.',
  'names.backToAccount': 'Voltar para a conta',

  'onramp.title': 'Comprar',
  'onramp.needsServer':
    'Comprar cripto exige um servidor Foyer: este app não tem nenhum configurado ({option}).',
  'onramp.loadingProviders': 'Carregando provedores…',
  'onramp.loadFailed': 'Não foi possível carregar as opções de compra. {reason}',
  'onramp.retry': 'Tentar novamente',
  'onramp.notOnNetwork': '{symbol} não pode ser comprado na {network}. Mude para {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} não pode ser comprado nesta rede Solana. Mude para {networks}.',
  'onramp.formLabel': 'Comprar cripto',
  'onramp.providerLabel': 'Provedor',
  'onramp.loading': 'Carregando…',
  'onramp.noProvider': 'Nenhum provedor disponível',
  'onramp.buyLabel': 'Comprar',
  'onramp.currencyOption': '{symbol} ({name}) na {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) nesta rede Solana',
  'onramp.payWithLabel': 'Pagar com',
  'onramp.methodLabel': 'Forma de pagamento',
  'onramp.methodOption':
    '{method, select, card {Cartão} ach_bank_account {Transferência bancária (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Valor ({currency})',
  'onramp.presetsLabel': 'Valores comuns',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'O valor é obrigatório: quanto em {currency} pagar.',
  'onramp.amountFormat':
    'O valor deve ser um número em {currency} com no máximo 2 casas decimais, como 50 ou 49.99. Informado: "{provided}"',
  'onramp.amountBelowMin':
    'O valor deve ser de pelo menos {min} {currency} com {method, select, card {cartão} ach_bank_account {transferência bancária (ACH)} other {{name}}}. Informado: "{provided}"',
  'onramp.amountAboveMax':
    'O valor deve ser de no máximo {max} {currency} com {method, select, card {cartão} ach_bank_account {transferência bancária (ACH)} other {{name}}}. Informado: "{provided}"',
  'onramp.amountAboveMaxOther':
    'O valor deve ser de no máximo {max} {currency} com {method, select, card {cartão} ach_bank_account {transferência bancária (ACH)} other {{name}}}; com {otherMethod, select, card {cartão} ach_bank_account {transferência bancária (ACH)} other {{otherName}}} o limite é de {otherMax} {currency}. Informado: "{provided}"',
  'onramp.gettingQuote': 'Obtendo uma cotação…',
  'onramp.quote': 'Você recebe ≈ {amount} {symbol} na {network}',
  'onramp.quoteSolana': 'Você recebe ≈ {amount} {symbol} nesta rede Solana',
  'onramp.quoteFailed': 'Não foi possível obter uma cotação. {reason}',
  'onramp.continue': 'Continuar',
  'onramp.continueWith': 'Continuar com {provider}',
  'onramp.popupBlocked':
    'O navegador bloqueou a janela de {provider}. Permita pop-ups para este site e toque em Continuar novamente.',
  'onramp.notReady':
    '{missing, select, provider {Ainda não é possível comprar: nenhum provedor disponível.} account {Ainda não é possível comprar: nenhuma conta conectada.} network {Ainda não é possível comprar: {symbol} não é vendido nesta rede.} other {Ainda não é possível comprar: ainda não há cotação para o valor.}}',
} satisfies Translation<typeof sendMessages>
