import { matchLocale } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { ltrHtml, mailI18n } from '../mail/mailI18n.ts'
import { escapeHtml, sendPage } from '../social/pages.ts'

/**
 * Where the wallet frame keeps this browser's device id (frame/src/app/createSessionStore.ts):
 * the approval page is on the frame's origin, so it reads the same storage.
 */
const DEVICE_ID_KEY = 'foyer-frame:device-id'

/** A JavaScript string literal that is safe inside an inline script (no `</script>`). */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The language of the page an approval link opens: the one its mail was written in (the link's
 * `lang`, from the modal's locale), else the best match for the browser's `Accept-Language`.
 */
export function approvalPageI18n(c: Context) {
  const tags = (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean)
  const lang = c.req.query('lang')
  return mailI18n(matchLocale(lang ? [lang, ...tags] : tags))
}

/** The page of an approval link that cannot be used (expired, used, or not one of ours). */
export function unusableApprovalPage(c: Context, appName: string): Response {
  const { t, locale, dir } = approvalPageI18n(c)
  return sendPage(c, {
    site: appName,
    title: t('approve.unusableTitle'),
    body: `<p>${escapeHtml(t('approve.unusable'))}</p>`,
    status: 400,
    lang: locale === 'en-XA' ? 'en' : locale,
    dir,
  })
}

/**
 * The page of a live approval link: it approves nothing by being opened (mail scanners open
 * links), only by its Approve button, which posts this browser's device id with the token, so
 * only the browser that asked for the code can approve itself. It needs JavaScript (only a
 * script can read the device id) and says so when there is none. In the mail's language.
 */
export function approvalPage(
  c: Context,
  { token, email, appName }: { token: string; email: string; appName: string },
): Response {
  const { t, html, locale, dir } = approvalPageI18n(c)
  const say = (key: Parameters<typeof t>[0], values?: Record<string, unknown>) =>
    scriptString(t(key, values))
  const script = `(function(){
var button=document.getElementById('approve'),status=document.getElementById('approve-status'),error=document.getElementById('approve-error'),intro=document.getElementById('approve-intro'),title=document.querySelector('h1');
button.hidden=false;
function say(text,alert){status.textContent=alert?'':text;error.textContent=alert?text:''}
var why={wrong_device:${say('approve.wrongDevice')},link_unusable:${say('approve.unusable')}};
button.addEventListener('click',function(){
  var deviceId;
  try{deviceId=JSON.parse(localStorage.getItem(${JSON.stringify(DEVICE_ID_KEY)})||'null')}catch(e){deviceId=null}
  button.disabled=true;say(${say('approve.approving')},false);
  fetch('/v1/auth/device/approve',{method:'POST',headers:{'content-type':'application/json'},credentials:'omit',cache:'no-store',
    body:JSON.stringify(typeof deviceId==='string'?{token:${JSON.stringify(token)},deviceId:deviceId}:{token:${JSON.stringify(token)}})})
  .then(function(r){return r.json().then(function(b){return{ok:r.ok,body:b}})})
  .then(function(a){
    if(a.ok){document.title=${scriptString(`${t('approve.doneTitle')} · ${appName}`)};title.textContent=${say('approve.doneTitle')};intro.textContent=${say('approve.doneIntro', { app: appName })};button.remove();say('',false);title.setAttribute('tabindex','-1');title.focus();return}
    var b=a.body||{};button.disabled=false;say(Object.prototype.hasOwnProperty.call(why,b.error)?why[b.error]:${locale === 'en' ? "typeof b.message==='string'?b.message:" : ''}${say('approve.failed')},true)
  },function(){button.disabled=false;say(${say('approve.unreachable')},true)})
});
button.focus();
})()`
  return sendPage(c, {
    site: appName,
    title: t('approve.title'),
    body: `<p id="approve-intro">${html('approve.intro', { app: appName }, { email: `<strong>${ltrHtml(email)}</strong>` })}</p><noscript><p>${escapeHtml(t('approve.noScript'))}</p></noscript><button type="button" id="approve" hidden>${escapeHtml(t('approve.button'))}</button><p id="approve-status" role="status"></p><p id="approve-error" role="alert"></p><p class="muted">${escapeHtml(t('approve.ignore'))}</p>`,
    script,
    connectSelf: true,
    lang: locale === 'en-XA' ? 'en' : locale,
    dir,
  })
}
