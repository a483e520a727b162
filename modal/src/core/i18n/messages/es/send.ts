import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in es (see ../en/send.ts). */
export default {
  'send.title': 'Enviar',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} disponible',
  'send.amountLabel': 'Importe',
  'send.receiverLabel': 'Dirección del destinatario',
  'send.receiverOrNameLabel': 'Dirección o nombre del destinatario',
  'send.previewButton': 'Vista previa',
  'send.lookingUpReceiver': 'Buscando destinatario…',
  'send.estimatingFee': 'Estimando comisión…',
  'send.chooseToken': 'Elige un token para enviar.',
  'send.amountNotNumber': 'El importe debe ser un número mayor que 0. Introducido: {provided}',
  'send.amountTooManyDecimals':
    'El importe puede tener como máximo {decimals, plural, one {# decimal} other {# decimales}} para {symbol}. Introducido: {provided}',
  'send.amountOverBalance':
    'El importe no debe superar tu saldo de {balance} {symbol}. Introducido: {provided}',
  'send.receiverNotAddress':
    'El destinatario debe ser una dirección 0x de 40 caracteres hexadecimales. Introducido: {provided}',
  'send.receiverChecksum':
    'El destinatario tiene una suma de verificación incorrecta (EIP-55): una letra tiene mal las mayúsculas o minúsculas, así que la dirección puede estar mal escrita. Pégala de nuevo. Introducido: {provided}',
  'send.receiverNoAddress': 'El destinatario «{name}» no tiene dirección en esta red.',
  'send.receiverNotRegistered':
    'El destinatario «{name}» no es un nombre registrado. Escribe una dirección 0x o un nombre como {example}.',
  'send.receiverLookupFailed': 'No se pudo resolver «{name}»: {reason}',
  'send.nameLookupError': 'Error al resolver el nombre',
  'send.previewSend': 'Enviar',
  'send.previewTo': 'A',
  'send.previewNetwork': 'Red',
  'send.previewFee': 'Comisión de red',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'No disponible: {reason}. La billetera la estimará.',
  'send.noEstimate': 'la cadena no dio ninguna estimación',
  'send.warningsLabel': 'Revisa antes de enviar',
  'send.warnZeroAddress': 'Es la dirección cero: lo que se envíe allí se pierde.',
  'send.warnTokenContract':
    'Es el propio contrato de {symbol}: los tokens enviados allí suelen perderse.',
  'send.warnOwnAddress': 'Es tu propia dirección.',
  'send.editButton': 'Editar',
  'send.sendButton': 'Enviar',
  'send.insufficientFunds':
    'No hay suficiente {symbol} para el importe y la comisión de red: se necesitan {needed} {symbol} y la cuenta tiene {available} {symbol}.',
  'send.transferLabel': 'Transferencia',
  'send.transferAmount': 'Importe',
  'send.transferTo': 'A',
  'send.transferNetwork': 'Red',
  'send.transferHash': 'Transacción',
  'send.opensExplorer': '(abre el explorador en una pestaña nueva)',
  'send.unknownNetwork': 'Red desconocida',
  'send.chainNumber': 'Cadena {id}',

  'calls.emptyTitle': 'Llamadas',
  'calls.none': 'No se enviaron llamadas desde esta página.',
  'calls.title': '{total, plural, one {# llamada} other {# llamadas}}',
  'calls.intro':
    'Tu billetera las envía de una en una en {network}: cada una pide tu aprobación y espera a la anterior.',
  'calls.progress':
    '{confirmed, number} de {total, number} {confirmed, plural, one {confirmada} other {confirmadas}}',
  'calls.progressAsking':
    '{confirmed, number} de {total, number} {confirmed, plural, one {confirmada} other {confirmadas}} · confirma la llamada {n, number} de {total, number} en tu billetera',
  'calls.listLabel': 'Llamadas',
  'calls.stepWaiting': 'En espera',
  'calls.stepAsking': 'Confirma en tu billetera',
  'calls.stepSent': 'Enviada, esperando un bloque',
  'calls.stepConfirmed': 'Confirmada',
  'calls.stepReverted': 'Revertida',
  'calls.stepRejected': 'Rechazada',
  'calls.stepFailed': 'Fallida',
  'calls.stepSkipped': 'No enviada',
  'calls.send': 'Enviar {amount} {symbol} a {target, select, new {un contrato nuevo} other {{to}}}',
  'calls.call': 'Llamar a {target, select, new {un contrato nuevo} other {{to}}}',
  'calls.callWithData':
    'Llamar a {target, select, new {un contrato nuevo} other {{to}}} con {bytes, plural, one {# byte} other {# bytes}} de datos',
  'calls.callWithDataAndValue':
    'Llamar a {target, select, new {un contrato nuevo} other {{to}}} con {bytes, plural, one {# byte} other {# bytes}} de datos y {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {La llamada está confirmada.} other {Las # llamadas están confirmadas.}}',
  'calls.rejected': 'Rechazaste la llamada {n, number} de {total, number} en tu billetera.',
  'calls.reverted': 'La cadena revirtió la llamada {n, number} de {total, number}.',
  'calls.failed': 'La llamada {n, number} de {total, number} falló: {reason}.',
  'calls.notSentByWallet': 'la billetera no la envió',
  'calls.confirmedBefore':
    '{count, plural, one {La llamada {calls} se envió y se confirmó.} other {Las llamadas {calls} se enviaron y se confirmaron.}}',
  'calls.notSentAfter':
    '{count, plural, one {La llamada {calls} no se envió.} other {Las llamadas {calls} no se enviaron.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {La llamada {confirmed} se envió y se confirmó} other {Las llamadas {confirmed} se enviaron y se confirmaron}}; {notSentCount, plural, one {la llamada {notSent} no se envió} other {las llamadas {notSent} no se enviaron}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Registrar nombre',
  'names.label': 'Nombre de la cuenta',
  'names.placeholder': 'tu-nombre',
  'names.rules':
    'Letras, números y guiones, al menos {min, number} caracteres. Un nombre es por red: este solo apuntará a tu dirección en {network}.',
  'names.typeName': 'Escribe un nombre.',
  'names.badCharacter': 'Usa solo letras, números y guiones: «{character}» no está permitido.',
  'names.tooShort':
    'Usa al menos {min, plural, one {# carácter} other {# caracteres}}: «{name}» tiene {length, number}.',
  'names.notEns': 'No es un nombre ENS válido (ENSIP-15): {reason}.',
  'names.checking': 'Comprobando {name}…',
  'names.available': '{name} está disponible.',
  'names.taken': '{name} ya está en uso.',
  'names.takenTryThese': '{name} ya está en uso. Prueba uno de estos:',
  'names.checkFailed': 'No se pudo comprobar {name}: {reason}',
  'names.needsServer': 'Los nombres de cuenta necesitan un servidor Foyer.',
  'names.suggestionsLabel': 'Nombres libres',
  'names.register': 'Registrar',
  'names.registeringTitle': 'Registrando nombre',
  'names.registeredTitle': 'Nombre registrado',
  'names.registering': 'Registrando {name}…',
  'names.confirmInWallet': 'Confirma el mensaje en tu billetera.',
  'names.yours': '{name} es tuyo.',
  'names.backToAccount': 'Volver a la cuenta',

  'onramp.title': 'Comprar',
  'onramp.needsServer':
    'Para comprar cripto se necesita un servidor Foyer: esta app no tiene ninguno configurado ({option}).',
  'onramp.loadingProviders': 'Cargando proveedores…',
  'onramp.loadFailed': 'No se pudieron cargar las opciones de compra. {reason}',
  'onramp.retry': 'Reintentar',
  'onramp.notOnNetwork': '{symbol} no se puede comprar en {network}. Cambia a {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} no se puede comprar en esta red de Solana. Cambia a {networks}.',
  'onramp.formLabel': 'Comprar cripto',
  'onramp.providerLabel': 'Proveedor',
  'onramp.loading': 'Cargando…',
  'onramp.noProvider': 'No hay ningún proveedor disponible',
  'onramp.buyLabel': 'Comprar',
  'onramp.currencyOption': '{symbol} ({name}) en {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) en esta red de Solana',
  'onramp.payWithLabel': 'Pagar con',
  'onramp.methodLabel': 'Método de pago',
  'onramp.methodOption':
    '{method, select, card {Tarjeta} ach_bank_account {Transferencia bancaria (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Importe ({currency})',
  'onramp.presetsLabel': 'Importes habituales',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'El importe es obligatorio: cuántos {currency} pagar.',
  'onramp.amountFormat':
    'El importe debe ser un número de {currency} con 2 decimales como máximo, por ejemplo 50 o 49.99. Introducido: «{provided}»',
  'onramp.amountBelowMin':
    'El importe debe ser de al menos {min} {currency} con {method, select, card {tarjeta} ach_bank_account {transferencia bancaria (ACH)} other {{name}}}. Introducido: «{provided}»',
  'onramp.amountAboveMax':
    'El importe debe ser como máximo de {max} {currency} con {method, select, card {tarjeta} ach_bank_account {transferencia bancaria (ACH)} other {{name}}}. Introducido: «{provided}»',
  'onramp.amountAboveMaxOther':
    'El importe debe ser como máximo de {max} {currency} con {method, select, card {tarjeta} ach_bank_account {transferencia bancaria (ACH)} other {{name}}}; con {otherMethod, select, card {tarjeta} ach_bank_account {transferencia bancaria (ACH)} other {{otherName}}} se permiten hasta {otherMax} {currency}. Introducido: «{provided}»',
  'onramp.gettingQuote': 'Obteniendo una cotización…',
  'onramp.quote': 'Recibes ≈ {amount} {symbol} en {network}',
  'onramp.quoteSolana': 'Recibes ≈ {amount} {symbol} en esta red de Solana',
  'onramp.quoteFailed': 'No se pudo obtener una cotización. {reason}',
  'onramp.continue': 'Continuar',
  'onramp.continueWith': 'Continuar con {provider}',
  'onramp.popupBlocked':
    'El navegador bloqueó la ventana de {provider}. Permite las ventanas emergentes para este sitio y vuelve a pulsar Continuar.',
  'onramp.notReady':
    '{missing, select, provider {Aún no se puede comprar: no hay ningún proveedor disponible.} account {Aún no se puede comprar: no hay ninguna cuenta conectada.} network {Aún no se puede comprar: {symbol} no se vende en esta red.} other {Aún no se puede comprar: todavía no hay cotización para el importe.}}',
} satisfies Translation<typeof sendMessages>
