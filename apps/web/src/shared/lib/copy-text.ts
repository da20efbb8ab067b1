// One copy helper for every feature, so that each copy button falls back to the old copy command alike.

/**
 * Puts a text on the clipboard. The Clipboard API needs a secure context (https or localhost); an operator
 * site served over plain http falls back to the older copy command on a hidden field.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
