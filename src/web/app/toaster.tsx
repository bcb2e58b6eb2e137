import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/**
 * Toasts at the top right, closing after 3 s. Show them with lib/notify.
 * The "unstyled" entry plus the stylesheet keeps styles out of injected <style> tags (strict CSP).
 */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={3000} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
