/**
 * Stories only: replaces navigator.clipboard with an in-memory one, because a headless test browser refuses the
 * real clipboard in an unfocused document. Returns the function that restores the browser's clipboard.
 */
export function installFakeClipboard(): () => void {
  let stored = '';
  const fake: Pick<Clipboard, 'writeText' | 'readText'> = {
    writeText: async (text) => {
      stored = text;
    },
    readText: async () => stored,
  };
  Object.defineProperty(navigator, 'clipboard', { value: fake, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}
