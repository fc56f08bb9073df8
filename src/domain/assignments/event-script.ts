import { parse } from 'acorn';

/** The one script language an assignment's event scripts are written in. */
export const EVENT_SCRIPT_TYPE = 'text/javascript';

/** Whether the source parses as a script; it is only parsed, never run. */
export function eventScriptParses(source: string): boolean {
  try {
    parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
    });
    return true;
  } catch {
    return false;
  }
}
