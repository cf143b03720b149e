/**
 * @brand/ui's component classes the dialogs and the size select need (button, dialog, select),
 * loaded with them on intent rather than parsed during the first paint. Parsed once; adopted by
 * a showroom's shadow root when it first opens a dialog.
 */
import buttonCss from '@brand/ui/primitives/button/button.css?inline';
import dialogCss from '@brand/ui/primitives/dialog/dialog.css?inline';
import selectCss from '@brand/ui/primitives/select/select.css?inline';

let sheet: CSSStyleSheet | undefined;

/** Adds the component sheet to the shadow root `node` lives in (once per root). */
export function adoptComponentStyles(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(buttonCss + dialogCss + selectCss);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
