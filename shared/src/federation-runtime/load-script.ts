/** How long a remote's entry may take before the shell gives up on it (a hanging server). */
export const REMOTE_ENTRY_TIMEOUT_MS = 5000;

/**
 * Runs a classic script by its address; rejects when it cannot be fetched, throws while running, or
 * has not arrived within the time limit. The element is removed once done (as webpack does).
 */
export function loadScript(url: string, timeoutMs: number = REMOTE_ENTRY_TIMEOUT_MS): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    let executionError: Error | undefined;
    const onWindowError = (event: ErrorEvent) => {
      if (event.filename === script.src) executionError = event.error ?? new Error(event.message);
    };
    const finish = (error?: Error) => {
      clearTimeout(timer);
      window.removeEventListener('error', onWindowError);
      script.onload = script.onerror = null;
      script.remove();
      if (error ?? executionError) reject(error ?? executionError);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new Error(`Module Federation : ${url} sans réponse après ${timeoutMs} ms.`)),
      timeoutMs,
    );
    window.addEventListener('error', onWindowError);
    script.onload = () => finish();
    script.onerror = () => finish(new Error(`Module Federation : ${url} n’a pas pu être chargé.`));
    script.src = url;
    document.head.appendChild(script);
  });
}
