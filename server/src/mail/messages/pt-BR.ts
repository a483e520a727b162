import type { MailTranslation } from './en.ts'

/** The server's mail in pt-BR (see ./en.ts). */
export default {
  'login.subject': 'Seu código de acesso para {app}: {code}',
  'login.codeIs': 'Seu código de acesso para {app} é:',
  'login.ignore': 'Se você não pediu para entrar, ignore este e-mail: nada acontece sem o código.',
  'device.subject': 'Aprove um novo dispositivo para {app}',
  'device.lead':
    'Alguém está entrando na sua carteira {app} em um dispositivo nunca usado antes. Sua carteira já está em outro dispositivo, então este precisa da sua aprovação uma vez.',
  'device.approveFirst':
    'Se for você, aprove o dispositivo primeiro (no navegador em que você pediu o código):',
  'device.approveLink': 'Aprovar este dispositivo',
  'device.thenCode': 'Depois, digite este código:',
  'code.expiry':
    'Ele expira em {minutes, plural, one {# minuto} other {# minutos}} e só funciona uma vez.',
  'change.primarySubject': 'Confirme a alteração do seu e-mail do Foyer: {code}',
  'change.primaryLead':
    'Confirme a alteração do seu e-mail do Foyer para {newEmail} com este código:',
  'change.secondarySubject': 'Confirme seu novo e-mail do Foyer: {code}',
  'change.secondaryLead': 'Confirme {newEmail} como seu e-mail do Foyer com este código:',
  'change.ignore': 'Se você não pediu esta alteração, ignore este e-mail: nada muda sem o código.',
  'changed.subject': 'Seu e-mail do Foyer foi alterado',
  'changed.when': '{date} às {time} UTC',
  'changed.what':
    'O e-mail da sua carteira Foyer foi alterado de {oldEmail} para {newEmail} em {when}. Este endereço não entra mais na carteira, e todos os outros dispositivos conectados a ela foram desconectados.',
  'changed.ifYou': 'Se foi você que fez esta alteração, não há nada a fazer.',
  'changed.ifNot':
    'Se não foi, alguém que estava conectado à sua carteira e podia ler esta caixa de e-mail fez a alteração: troque agora a senha desta caixa de e-mail e depois entre em contato com o suporte do app em que você usa a carteira, informando a data deste e-mail. Guarde sua chave de recuperação só para você: ninguém do app vai pedi-la.',
} satisfies MailTranslation
