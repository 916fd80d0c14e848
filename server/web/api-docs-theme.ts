/**
 * The API reference in the terminal look: Swagger UI's light theme turned green on black with the
 * app's monospace stack. Colours are the app's (client/styles.css), each at least 4.5:1 on black.
 * A module rather than a file beside it, so the built server carries it.
 */
export const apiDocsTerminalCss = `:root {
  --bg: #000000;
  --surface: #0a1a0f;
  --fg: #33ff66;
  --fg-strong: #b3ffc6;
  --muted: #5fae6f;
  --link: #66ffcc;
  --error: #ff6b6b;
  --warning: #ffcc33;
  --info: #66ccff;
  --border: #238a42;
  --focus: #ffff66;
  --font-mono: ui-monospace, 'SFMono-Regular', 'Cascadia Mono', 'Segoe UI Mono', 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace;
  color-scheme: dark;
}

html,
body {
  background: var(--bg);
  color: var(--fg);
  margin: 0;
  font-family: var(--font-mono);
}

.docs-bar {
  display: flex;
  gap: 1rem;
  align-items: baseline;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid var(--border);
}

.docs-bar a {
  color: var(--link);
}

.docs-bar strong {
  color: var(--fg-strong);
}

a:focus-visible,
button:focus-visible,
input:focus-visible,
select:focus-visible,
textarea:focus-visible {
  outline: 2px solid var(--focus);
  outline-offset: 2px;
}

.swagger-ui,
.swagger-ui .info .title,
.swagger-ui .info p,
.swagger-ui .info li,
.swagger-ui .info table,
.swagger-ui .opblock-tag,
.swagger-ui .opblock .opblock-summary-description,
.swagger-ui .opblock .opblock-summary-path,
.swagger-ui .opblock .opblock-summary-operation-id,
.swagger-ui .opblock .opblock-section-header h4,
.swagger-ui .opblock-description-wrapper p,
.swagger-ui .opblock-external-docs-wrapper p,
.swagger-ui .opblock-title_normal p,
.swagger-ui .parameter__name,
.swagger-ui .parameter__type,
.swagger-ui .parameter__in,
.swagger-ui .parameter__deprecated,
.swagger-ui .prop-type,
.swagger-ui .prop-format,
.swagger-ui .response-col_status,
.swagger-ui .response-col_links,
.swagger-ui .responses-inner h4,
.swagger-ui .responses-inner h5,
.swagger-ui .tab li,
.swagger-ui .model,
.swagger-ui .model-title,
.swagger-ui .models h4,
.swagger-ui section.models h4,
.swagger-ui table thead tr td,
.swagger-ui table thead tr th,
.swagger-ui .markdown p,
.swagger-ui .markdown li,
.swagger-ui .renderedMarkdown p,
.swagger-ui label,
.swagger-ui .scheme-container .schemes > label,
.swagger-ui .servers-title,
.swagger-ui .btn,
.swagger-ui .expand-operation svg,
.swagger-ui .model-toggle::after,
.swagger-ui svg:not(:root) {
  color: var(--fg);
  fill: var(--fg);
  font-family: var(--font-mono);
}

.swagger-ui .info .title small,
.swagger-ui .info .title small pre {
  background: var(--surface);
  color: var(--fg-strong);
}

.swagger-ui a,
.swagger-ui .info a,
.swagger-ui .info .link {
  color: var(--link);
}

.swagger-ui .opblock .opblock-summary-description,
.swagger-ui .parameter__in,
.swagger-ui .prop-format,
.swagger-ui .model .property.primitive,
.swagger-ui .response-col_links {
  color: var(--muted);
}

.swagger-ui .topbar {
  display: none;
}

.swagger-ui .scheme-container,
.swagger-ui section.models,
.swagger-ui section.models .model-container,
.swagger-ui .opblock .opblock-section-header,
.swagger-ui .dialog-ux .modal-ux,
.swagger-ui .model-box,
.swagger-ui .responses-inner,
.swagger-ui table.model tbody tr td {
  background: var(--bg);
  box-shadow: none;
  border-color: var(--border);
}

.swagger-ui .opblock,
.swagger-ui .opblock.opblock-get,
.swagger-ui .opblock.opblock-post,
.swagger-ui .opblock.opblock-put,
.swagger-ui .opblock.opblock-patch,
.swagger-ui .opblock.opblock-delete,
.swagger-ui .opblock.opblock-deprecated {
  background: var(--surface);
  border-color: var(--border);
  box-shadow: none;
}

.swagger-ui .opblock .opblock-summary {
  border-color: var(--border);
}

.swagger-ui .opblock .opblock-summary-method,
.swagger-ui .opblock.opblock-get .opblock-summary-method,
.swagger-ui .opblock.opblock-post .opblock-summary-method,
.swagger-ui .opblock.opblock-put .opblock-summary-method,
.swagger-ui .opblock.opblock-patch .opblock-summary-method,
.swagger-ui .opblock.opblock-delete .opblock-summary-method {
  background: var(--bg);
  border: 1px solid var(--border);
  color: var(--fg-strong);
  font-family: var(--font-mono);
  text-shadow: none;
}

.swagger-ui .opblock.opblock-post .opblock-summary .opblock-summary-method,
.swagger-ui .opblock.opblock-put .opblock-summary .opblock-summary-method,
.swagger-ui .opblock.opblock-patch .opblock-summary .opblock-summary-method {
  color: var(--warning);
}

.swagger-ui .opblock.opblock-delete .opblock-summary .opblock-summary-method {
  color: var(--error);
}

.swagger-ui .opblock-tag {
  border-bottom: 1px solid var(--border);
}

.swagger-ui .opblock-tag small {
  color: var(--muted);
}

.swagger-ui .opblock-tag .nostyle span {
  color: var(--fg-strong);
}

.swagger-ui .markdown code,
.swagger-ui .renderedMarkdown code,
.swagger-ui .info code {
  background: var(--surface);
  color: var(--fg-strong);
  font-family: var(--font-mono);
}

.swagger-ui .info .title small,
.swagger-ui .info .title small.version-stamp {
  background: var(--surface);
  border: 1px solid var(--border);
}

.swagger-ui .info .title small pre,
.swagger-ui .info .title small.version-stamp pre {
  color: var(--fg-strong);
}

.swagger-ui .microlight,
.swagger-ui .highlight-code > .microlight,
.swagger-ui .opblock-body pre.microlight,
.swagger-ui textarea,
.swagger-ui input[type='text'],
.swagger-ui input[type='password'],
.swagger-ui input[type='search'],
.swagger-ui input[type='email'],
.swagger-ui select {
  background: var(--bg) !important;
  color: var(--fg) !important;
  border: 1px solid var(--border);
  font-family: var(--font-mono) !important;
}

.swagger-ui .btn {
  background: var(--bg);
  border: 1px solid var(--border);
  box-shadow: none;
}

.swagger-ui .btn.authorize,
.swagger-ui .btn.execute {
  color: var(--fg-strong);
  border-color: var(--fg);
}

.swagger-ui .btn.authorize svg {
  fill: var(--fg-strong);
}

.swagger-ui .tab li button.tablinks,
.swagger-ui .opblock-section-header .tab-header .tab-item.active h4 span {
  color: var(--fg);
}

.swagger-ui .response-control-media-type__accept-message,
.swagger-ui .response-undocumented {
  color: var(--muted);
}

.swagger-ui .model .property,
.swagger-ui .model .prop-name,
.swagger-ui .model-toggle {
  color: var(--fg);
}

.swagger-ui .model .property.primitive,
.swagger-ui .prop-enum {
  color: var(--info);
}
`;
