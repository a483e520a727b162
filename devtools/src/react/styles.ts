// Inside the panel's own shadow root: the host page's CSS cannot reach it, and it reaches
// nothing outside. Every text colour is at least 4.5:1 (WCAG AA) on each background it sits
// on: dimmed text (times, empty states) is #94a3b8, 7.3:1 on the panel's #0b1120.
export const devtoolsCss = `
:host { all: initial; }
* { box-sizing: border-box; }
.toggle {
  position: fixed; z-index: 2147483646; width: 40px; height: 40px; border-radius: 50%;
  border: 1px solid #334155; background: #0f172a; color: #e2e8f0; cursor: grab;
  font: 700 13px/1 ui-monospace, SFMono-Regular, Menlo, monospace; touch-action: none;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.3);
}
.panel {
  position: fixed; z-index: 2147483645; left: 0; right: 0; bottom: 0; display: flex;
  flex-direction: column; background: #0b1120; color: #e2e8f0; border-top: 1px solid #334155;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
}
.panel.standalone { position: static; height: 100vh; border: 0; }
.resize { height: 6px; cursor: ns-resize; background: #1e293b; flex: none; touch-action: none; }
.resize:focus-visible { outline: 2px solid #60a5fa; }
header { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 6px 8px;
  border-bottom: 1px solid #1e293b; flex: none; }
header h2 { font-size: 12px; margin: 0 8px 0 0; color: #93c5fd; }
[role="tablist"] { display: flex; gap: 2px; }
button, .button { font: inherit; color: inherit; background: #1e293b; border: 1px solid #334155;
  border-radius: 4px; padding: 2px 6px; cursor: pointer; }
button[aria-selected="true"], button[aria-pressed="true"] { background: #1e40af; border-color: #3b82f6; }
button:focus-visible, input:focus-visible { outline: 2px solid #60a5fa; outline-offset: 1px; }
input[type="search"] { font: inherit; color: inherit; background: #0f172a; border: 1px solid #334155;
  border-radius: 4px; padding: 2px 6px; width: 140px; }
.spacer { flex: 1; }
.status { color: #94a3b8; padding: 2px 8px; flex: none; }
.alert { color: #fca5a5; padding: 2px 8px; flex: none; }
[role="tabpanel"] { display: flex; flex-direction: column; flex: 1; min-height: 0; overflow: hidden; }
.scroll { flex: 1; min-height: 0; overflow: auto; padding: 0; }
.scroll:focus-visible { outline: 2px solid #60a5fa; outline-offset: -2px; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 0 8px; border-bottom: 1px solid #1e293b; height: 24px;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
th { position: sticky; top: 0; z-index: 1; background: #0f172a; color: #94a3b8; font-weight: 600; }
th:first-child { width: 92px; }
th.url { width: 24%; }
ol.rows { list-style: none; margin: 0; padding: 0; }
ol.rows li { display: grid; grid-template-columns: 92px 88px minmax(120px, 22%) 1fr; gap: 8px;
  height: 24px; line-height: 23px; padding: 0 8px; border-bottom: 1px solid #1e293b; }
ol.rows li > span { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.time { color: #94a3b8; }
.detail, .json { color: #cbd5e1; overflow-wrap: anywhere; }
.channel { font-weight: 600; }
.ch-router { color: #c4b5fd; } .ch-rpc { color: #fcd34d; } .ch-frame { color: #67e8f9; }
.ch-tracking { color: #86efac; } .ch-connection { color: #f9a8d4; } .ch-storage { color: #fdba74; }
.o-approved, .o-passed { color: #86efac; } .o-rejected, .o-error, .o-aborted { color: #fca5a5; }
.o-pending { color: #fcd34d; }
tr.external td { color: #fca5a5; } tr.external strong { font-weight: 700; }
.summary { padding: 2px 8px; margin: 0; flex: none; color: #cbd5e1; }
.url { overflow-wrap: anywhere; } .host { font-weight: 600; }
.d-disallowed { color: #fca5a5; font-weight: 600; } .d-unsafe { color: #fcd34d; } .d-safe { color: #86efac; }
.history { display: flex; flex-wrap: wrap; gap: 6px; padding: 8px; margin: 0; list-style: none; }
.history li { padding: 2px 8px; border: 1px solid #334155; border-radius: 4px; }
.history li[aria-current="step"] { background: #1e40af; border-color: #3b82f6; font-weight: 700; }
section { padding: 4px 0 8px; }
h3 { font-size: 12px; margin: 4px 8px; color: #93c5fd; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 8px; }
dt { color: #94a3b8; } dd { margin: 0; overflow-wrap: anywhere; }
.empty { color: #94a3b8; padding: 8px; }
.row-open { all: unset; cursor: pointer; text-decoration: underline dotted; }
.row-open:focus-visible { outline: 2px solid #93c5fd; outline-offset: 1px; }
tr[data-open] { background: #1e293b; }
#rpc-details { border-bottom: 1px solid #334155; }
.chips { display: flex; gap: 2px; }
ul.stores { list-style: none; margin: 0; padding: 0 8px; }
ul.stores summary { cursor: pointer; padding: 2px 0; }
ul.stores summary:focus-visible { outline: 2px solid #60a5fa; outline-offset: 1px; }
ul.faults { list-style: none; margin: 0; padding: 4px 8px; display: grid; gap: 6px; }
ul.faults li { display: grid; gap: 2px; }
ul.faults label { cursor: pointer; font-weight: 600; }
input[type="checkbox"]:focus-visible { outline: 2px solid #60a5fa; outline-offset: 1px; }
`
