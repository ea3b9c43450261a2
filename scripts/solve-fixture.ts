/**
 * Makes the Photo-Solve API tests' fixture: bank item AR-001 photographed by the bench's renderer (tilted, blurred,
 * uneven light), small enough to keep the tests' OCR fast.   npx tsx scripts/solve-fixture.ts
 */
import { writeFileSync } from "node:fs";
import { AUTHORED_ITEMS } from "../src/content/items";
import { openCamera } from "./solve-photos";

const item = AUTHORED_ITEMS.AR.find((i) => i.id === "AR-001");
if (!item) throw new Error("AR-001 is not in the bank");
const camera = await openCamera();
writeFileSync("test/fixtures/photo-solve/ar-001.jpg", await camera.shoot({ stem: item.stem, options: item.options }, 1));
await camera.close();
