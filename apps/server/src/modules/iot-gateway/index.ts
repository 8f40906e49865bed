/** What other modules use of this module: they import it from here only. */
export { ControlService, type RequestView } from './control.service.js';
export { type GatewayRef, GatewayService } from './gateway.service.js';
