/** What other modules use of this module: they import it from here only. */
export { CameraService } from './camera.service.js';
