/**
 * The namespace of the shared pieces' own texts (src/locales/*\/ui.json: list shell, drawer,
 * confirm, translation fields). The back office loads it before its first render
 * (BACKOFFICE_NAMESPACES), so no screen has to remember to load it for them.
 */
export const SHELL_NAMESPACE = 'ui';
