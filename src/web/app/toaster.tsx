import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { MAX_TOASTS, notify } from '#web/lib/notify';
import './toaster.css';

/**
 * Toasts at the top right, closing after 3 s, at most three at once, below the header (toaster.css).
 * Show them with lib/notify; a route change dismisses the toasts of the old page.
 * The "unstyled" entry plus the stylesheet keeps styles out of injected <style> tags (strict CSP).
 */
export function Toaster() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notify.pageChanged?.(location);
  }, [location]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      limit={MAX_TOASTS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
