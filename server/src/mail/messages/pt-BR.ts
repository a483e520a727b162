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
  'approve.title': 'Aprovar este dispositivo?',
  'approve.intro':
    'Alguém pediu para entrar em {app} como {email} em um novo dispositivo. Se foi você, aprove aqui, no navegador em que você pediu o código.',
  'approve.noScript':
    'Esta página precisa de JavaScript: só um script consegue saber se este é o navegador em que você pediu o código. Ative o JavaScript para esta página e abra o link de novo.',
  'approve.button': 'Aprovar este dispositivo',
  'approve.ignore': 'Se você não pediu para entrar, feche esta página: nada acontece sem o código.',
  'approve.approving': 'Aprovando…',
  'approve.doneTitle': 'Dispositivo aprovado',
  'approve.doneIntro':
    'Este dispositivo está aprovado. Volte para {app} e digite o código do mesmo e-mail. Você pode fechar esta aba.',
  'approve.failed': 'Não foi possível aprovar o dispositivo. Tente de novo.',
  'approve.unreachable':
    'Não foi possível acessar o servidor da carteira: verifique sua conexão e tente de novo.',
  'approve.wrongDevice':
    'Este link só aprova o navegador em que você pediu o código, e este é outro: abra o link naquele navegador (copie-o na barra de endereço dele). Nada foi aprovado.',
  'approve.unusableTitle': 'Este link não pode ser usado',
  'approve.unusable':
    'Este link de aprovação expirou ou já foi usado. Volte para o app e peça um novo código.',
} satisfies MailTranslation
