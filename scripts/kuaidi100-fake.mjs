// `npm run fake:kuaidi100`: a local 快递100 for a demo (issue #22) — the same fake the API tests use
// (apps/server/test/helpers/kuaidi100-fake.ts). It answers 实时查询, 订阅 and 智能单号识别 as documented
// (checking the signature), and pushes each subscribed parcel one step further every ADVANCE seconds
// (揽收 → 在途 → 在途 → 派件 → 签收), signed, to the portal's callback. Start the portal with the
// lines it prints. Options: --port 3900, --advance 20 (seconds).
import { register } from 'tsx/esm/api';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const port = arg('port', 3900);
const advanceMs = arg('advance', 20) * 1000;

register();
const { startKuaidi100Fake } = await import('../apps/server/test/helpers/kuaidi100-fake.ts');
const fake = await startKuaidi100Fake({ port, advanceMs, log: (line) => console.log(line) });
const c = fake.config;
console.log(`本地快递100（演示）已启动：${fake.url}，每 ${advanceMs / 1000} 秒推送一步轨迹。用以下配置启动平台：\n`);
console.log(
  `KUAIDI100_KEY=${c.key} KUAIDI100_CUSTOMER=${c.customer} KUAIDI100_SALT=${c.salt} KUAIDI100_POLL_URL=${fake.url} KUAIDI100_AUTONUMBER_URL=${fake.url} PUBLIC_BASE_URL=http://localhost:3000 npm start\n`,
);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
