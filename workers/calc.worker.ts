// The calculation worker: exposes the calc service (with the app's template registry and the workbook reader of
// 从Excel导入) over Comlink. No logic here.
import * as Comlink from 'comlink';
import { registry } from '../schemas';
import { unpackingEdits } from '../src/core/calc/packed-edits';
import { createCalcService } from '../src/core/calc/service';
import { readWorkbook } from './read-workbook';

Comlink.expose(unpackingEdits(createCalcService(registry, { readWorkbook })));
