import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// Spec §2: a progress bar during navigation, no spinner.
NProgress.configure({ showSpinner: false });

let pending = 0;
export const progress = {
  start() {
    if (pending++ === 0) NProgress.start();
  },
  done() {
    pending = Math.max(0, pending - 1);
    if (pending === 0) NProgress.done();
  },
};
