// The calculation worker: exposes the calc service (with the app's template registry) over Comlink. No logic here.
import * as Comlink from 'comlink';
import { registry } from '../schemas';
import { createCalcService } from '../src/core/calc/service';

Comlink.expose(createCalcService(registry));
