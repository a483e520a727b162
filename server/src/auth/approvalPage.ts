import type { Context } from 'hono'
import { escapeHtml, sendPage } from '../social/pages.ts'

/**
 * Where the wallet frame keeps this browser's device id (frame/src/app/createSessionStore.ts):
 * the approval page is on the frame's origin, so it reads the same storage.
 */
const DEVICE_ID_KEY = 'foyer-frame:device-id'

/** A JavaScript string literal that is safe inside an inline script (no `</script>`). */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The page of an approval link that cannot be used (expired, used, or not one of ours). */
export function unusableApprovalPage(c: Context, appName: string): Response {
  return sendPage(c, {
    site: appName,
    title: 'This link cannot be used',
    body: '<p>This approval link has expired or was already used. Go back to the app and request a new code.</p>',
    status: 400,
  })
}

/**
 * The page of a live approval link: it approves nothing by being opened (mail scanners open
 * links), only by its Approve button, which posts this browser's device id with the token, so
 * only the browser that asked for the code can approve itself. It needs JavaScript (only a
 * script can read the device id) and says so when there is none.
 */
export function approvalPage(
  c: Context,
  { token, email, appName }: { token: string; email: string; appName: string },
): Response {
  const app = escapeHtml(appName)
  const script = `(function(){
var button=document.getElementById('approve'),status=document.getElementById('approve-status'),error=document.getElementById('approve-error'),intro=document.getElementById('approve-intro'),title=document.querySelector('h1');
button.hidden=false;
function say(text,alert){status.textContent=alert?'':text;error.textContent=alert?text:''}
button.addEventListener('click',function(){
  var deviceId;
  try{deviceId=JSON.parse(localStorage.getItem(${JSON.stringify(DEVICE_ID_KEY)})||'null')}catch(e){deviceId=null}
  button.disabled=true;say('Approving…',false);
  fetch('/v1/auth/device/approve',{method:'POST',headers:{'content-type':'application/json'},credentials:'omit',cache:'no-store',
    body:JSON.stringify(typeof deviceId==='string'?{token:${JSON.stringify(token)},deviceId:deviceId}:{token:${JSON.stringify(token)}})})
  .then(function(r){return r.json().then(function(b){return{ok:r.ok,body:b}})})
  .then(function(a){
    if(a.ok){document.title=${scriptString(`Device approved · ${appName}`)};title.textContent='Device approved';intro.textContent=${scriptString(`This device is approved. Go back to ${appName} and enter the code from the same email. You can close this tab.`)};button.remove();say('',false);title.setAttribute('tabindex','-1');title.focus();return}
    button.disabled=false;say(a.body&&a.body.message?a.body.message:'The device could not be approved. Try again.',true)
  },function(){button.disabled=false;say('The wallet server cannot be reached: check your connection and try again.',true)})
});
button.focus();
})()`
  return sendPage(c, {
    site: appName,
    title: 'Approve this device?',
    body: `<p id="approve-intro">Someone asked to sign in to ${app} as <strong>${escapeHtml(email)}</strong> on a new device. If it was you, approve it here, in the browser where you asked for the code.</p><noscript><p>This page needs JavaScript: only a script can tell whether this is the browser where you asked for the code. Turn JavaScript on for this page and open the link again.</p></noscript><button type="button" id="approve" hidden>Approve this device</button><p id="approve-status" role="status"></p><p id="approve-error" role="alert"></p><p class="muted">If you did not ask to sign in, close this page: nothing happens without the code.</p>`,
    script,
    connectSelf: true,
  })
}
