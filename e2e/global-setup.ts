import { existsSync } from 'node:fs'
import { join } from 'node:path'

export default function globalSetup(): void {
  for (const built of ['out/main/web.js', 'out/renderer/index.html']) {
    if (!existsSync(join(__dirname, '..', built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the e2e suite (npm test does it for you).`)
    }
  }
}
