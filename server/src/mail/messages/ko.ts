import type { MailTranslation } from './en.ts'

/** The server's mail in ko (see ./en.ts). */
export default {
  'login.subject': '{app} 로그인 코드: {code}',
  'login.codeIs': '{app} 로그인 코드:',
  'login.ignore':
    '로그인을 요청하지 않았다면 이 이메일을 무시하세요. 코드 없이는 아무 일도 일어나지 않습니다.',
  'device.subject': '{app}의 새 기기를 승인하세요',
  'device.lead':
    '누군가 이전에 사용된 적 없는 기기에서 {app} 지갑에 로그인하고 있습니다. 지갑이 이미 다른 기기에 있으므로 이 기기는 한 번 승인이 필요합니다.',
  'device.approveFirst': '본인이라면 먼저 기기를 승인하세요(코드를 요청한 브라우저에서):',
  'device.approveLink': '이 기기 승인',
  'device.thenCode': '그런 다음 이 코드를 입력하세요:',
  'code.expiry':
    '이 코드는 {minutes, plural, other {#분}} 후에 만료되며 한 번만 사용할 수 있습니다.',
  'change.primarySubject': 'Foyer 이메일 변경 확인: {code}',
  'change.primaryLead': '이 코드로 Foyer 이메일을 {newEmail}(으)로 변경하는 것을 확인하세요:',
  'change.secondarySubject': '새 Foyer 이메일 확인: {code}',
  'change.secondaryLead': '이 코드로 {newEmail}을(를) Foyer 이메일로 확인하세요:',
  'change.ignore':
    '이 변경을 요청하지 않았다면 이 이메일을 무시하세요. 코드 없이는 아무것도 변경되지 않습니다.',
  'changed.subject': 'Foyer 이메일이 변경되었습니다',
  'changed.when': '{date} {time} (UTC)',
  'changed.what':
    '{when}에 Foyer 지갑의 이메일이 {oldEmail}에서 {newEmail}(으)로 변경되었습니다. 이제 이 주소로는 지갑에 로그인할 수 없으며, 지갑에 로그인되어 있던 다른 모든 기기는 로그아웃되었습니다.',
  'changed.ifYou': '직접 변경하셨다면 아무것도 하지 않으셔도 됩니다.',
  'changed.ifNot':
    '그렇지 않다면, 지갑에 로그인되어 있고 이 메일함을 읽을 수 있는 누군가가 변경한 것입니다. 지금 바로 이 메일함의 비밀번호를 변경한 다음, 이 이메일의 날짜를 알려 지갑을 사용하는 앱의 고객지원에 문의하세요. 복구 키는 누구에게도 알려주지 마세요. 앱에서 절대로 복구 키를 요청하지 않습니다.',
  'approve.title': '이 기기를 승인할까요?',
  'approve.intro':
    '누군가 새 기기에서 {email} 계정으로 {app}에 로그인하도록 요청했습니다. 본인이라면 여기, 코드를 요청한 브라우저에서 승인하세요.',
  'approve.noScript':
    '이 페이지에는 JavaScript가 필요합니다. 코드를 요청한 브라우저인지는 스크립트만 확인할 수 있습니다. 이 페이지에서 JavaScript를 켜고 링크를 다시 여세요.',
  'approve.button': '이 기기 승인',
  'approve.ignore':
    '로그인을 요청하지 않았다면 이 페이지를 닫으세요. 코드 없이는 아무 일도 일어나지 않습니다.',
  'approve.approving': '승인하는 중…',
  'approve.doneTitle': '기기 승인됨',
  'approve.doneIntro':
    '이 기기가 승인되었습니다. {app}(으)로 돌아가 같은 이메일에 있는 코드를 입력하세요. 이 탭은 닫아도 됩니다.',
  'approve.failed': '기기를 승인하지 못했습니다. 다시 시도하세요.',
  'approve.unreachable': '지갑 서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
  'approve.wrongDevice':
    '이 링크는 코드를 요청한 브라우저만 승인하며, 이 브라우저는 다른 브라우저입니다. 해당 브라우저에서 링크를 여세요(그 브라우저의 주소창에 복사하세요). 아무것도 승인되지 않았습니다.',
  'approve.unusableTitle': '이 링크는 사용할 수 없습니다',
  'approve.unusable':
    '이 승인 링크는 만료되었거나 이미 사용되었습니다. 앱으로 돌아가 새 코드를 요청하세요.',
} satisfies MailTranslation
