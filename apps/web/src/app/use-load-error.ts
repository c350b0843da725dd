import { useEffect } from 'react';
import { errorMessage } from './errors';
import { notify } from './notify';

/** The title of a failed read's toast and alert. */
export const LOAD_ERROR_TITLE = 'Error fetching data';

/** Shows a failed read's error as an error toast, once per error. */
export function useLoadErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) notify({ status: 'error', title: LOAD_ERROR_TITLE, message: errorMessage(error) });
  }, [error]);
}
