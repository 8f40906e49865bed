import { MaterialPage } from './material-page';

/** /material/pesticide [supply.list]. */
export default function PesticidePage() {
  return <MaterialPage kind="pesticide" />;
}
