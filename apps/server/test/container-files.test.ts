import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { type Copy, DockerfileParser, type Instruction, type JSONInstruction, type PropertyInstruction } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Issue 29: the Dockerfile and compose.yaml. No container engine runs here, so they are linted (dockerfile-utils,
// the Compose Specification's schema), their requirements asserted, and the runtime stage's command run as it is.

const root = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Stage {
  name: string | undefined;
  instructions: Instruction[];
}

const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);

/** The Dockerfile's stages in order, each from its FROM to the next. */
const stages: Stage[] = [];
for (const instruction of dockerfile.getInstructions()) {
  if (instruction.getKeyword() === 'FROM') {
    const as = instruction.getArguments().map((a) => a.getValue());
    stages.push({ name: as[1]?.toUpperCase() === 'AS' ? as[2] : undefined, instructions: [] });
  }
  stages.at(-1)?.instructions.push(instruction);
}
const runtime = stages.at(-1) as Stage;
const of = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);
const text = (i: Instruction) => i.getArgumentsContent() ?? '';
/** ENV or ARG name=value pairs of some instructions. */
const properties = (instructions: Instruction[]) =>
  new Map(instructions.flatMap((i) => (i as PropertyInstruction).getProperties().map((p) => [p.getName(), p.getValue() ?? ''] as const)));
const jsonOf = (i: Instruction) => (i as JSONInstruction).getJSONStrings().map((s) => s.getJSONValue());
/** FROM's image with the global ARGs' defaults put in (FROM ${NODE_IMAGE}). */
const initialArgs = properties(dockerfile.getInitialARGs());
const imageOf = (stage: Stage) =>
  text(of(stage, 'FROM')[0])
    .split(/\s+/)[0]
    .replace(/\$\{?(\w+)\}?/g, (_, n: string) => initialArgs.get(n) ?? '');

describe('Dockerfile', () => {
  it('passes the linter with every rule an error', () => {
    const error = ValidationSeverity.ERROR;
    const problems = validate(dockerfileText, {
      deprecatedMaintainer: error,
      directiveCasing: error,
      emptyContinuationLine: error,
      instructionCasing: error,
      instructionCmdMultiple: error,
      instructionEntrypointMultiple: error,
      instructionHealthcheckMultiple: error,
      instructionJSONInSingleQuotes: error,
      instructionWorkdirRelative: error,
    }).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('builds in one stage and runs from a slim Node 20 image in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages.find((s) => of(s, 'RUN').some((r) => /\bnpm run build\b/.test(text(r))));
    expect(build, 'a stage runs npm run build').toBeDefined();
    expect(build).not.toBe(runtime);
    expect(imageOf(runtime)).toBe('node:20-bookworm-slim');
    expect(of(runtime, 'RUN').map(text).join('\n')).not.toMatch(/\bnpm\b/);
  });

  it('gives the runtime stage production dependencies and the built output only', () => {
    const copies = of(runtime, 'COPY') as Copy[];
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const from = copy.getFromFlag()?.getValue() ?? undefined;
      const sources = copy
        .getArguments()
        .map((a) => a.getValue())
        .slice(0, -1);
      if (!from) {
        expect(sources, 'from the build context: the migrations only').toEqual(['apps/server/drizzle']);
        continue;
      }
      const stage = stages.find((s) => s.name === from);
      expect(stage, `stage ${from}`).toBeDefined();
      if (sources.every((s) => /\/dist$/.test(s))) continue;
      // Anything else comes from a stage whose every install leaves dev dependencies out.
      const installs = of(stage as Stage, 'RUN')
        .map(text)
        .filter((r) => /\bnpm (ci|install|i)\b/.test(r));
      expect(installs.length, `stage ${from} installs`).toBeGreaterThan(0);
      for (const run of installs) expect(run).toMatch(/--omit=dev\b/);
    }
  });

  it('runs the server as a user other than root', () => {
    const users = of(runtime, 'USER').map(text);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const cmd = of(runtime, 'CMD').at(-1) as Instruction;
    const lastUser = of(runtime, 'USER').at(-1) as Instruction;
    expect(lastUser.getRange().start.line).toBeLessThan(cmd.getRange().start.line);
  });

  it('probes /limo/ready with node itself', () => {
    const [check] = of(runtime, 'HEALTHCHECK');
    expect(check).toBeDefined();
    const command = text(check);
    expect(command).toMatch(/\bCMD\s+\[\s*"node"/);
    expect(command).toContain('/limo/ready');
  });

  it('keeps DATA_DIR in a volume and listens on every interface', () => {
    const env = properties(of(runtime, 'ENV'));
    expect(env.get('DATA_DIR')).toBeTruthy();
    expect(env.get('HOST')).toBe('0.0.0.0');
    expect(env.get('DEMO_DATA'), 'no published demo passwords on an open port').toBe('0');
    const volumes = of(runtime, 'VOLUME').flatMap((v) => v.getArguments().map((a) => a.getValue().replace(/[[\]",]/g, '')));
    expect(volumes).toContain(env.get('DATA_DIR'));
    expect(of(runtime, 'EXPOSE').map(text)).toContain(env.get('PORT'));
  });

  it('bakes no secret in', () => {
    const all = stages.flatMap((s) => [...of(s, 'ENV'), ...of(s, 'ARG')]);
    const names = [...properties([...all, ...dockerfile.getInitialARGs()]).keys()];
    expect(names.filter((n) => /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL|KEY/i.test(n))).toEqual([]);
  });

  it('leaves installs, builds, data, history and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git', '.env']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  type Service = Record<string, unknown> & { environment?: Record<string, string> };
  const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
  const { db, server, proxy } = compose.services;

  it('matches the Compose Specification schema', () => {
    const schema = JSON.parse(read('apps/server/test/compose-spec/compose-spec.json')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    // The schema names draft 07 by its https address; Ajv knows the same meta-schema by the http one.
    const draft07 = ajv.getSchema('http://json-schema.org/draft-07/schema')?.schema as object;
    ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
    const check = ajv.compile(schema);
    check(compose);
    expect(check.errors ?? []).toEqual([]);
  });

  it('runs two replicas of the image built here, reached only through the proxy', () => {
    expect(server.build).toBe('.');
    expect(server.deploy).toMatchObject({ replicas: 2 });
    expect(server.ports, 'a fixed host port would clash between replicas').toBeUndefined();
    expect(server.environment?.TRUST_PROXY).toBeTruthy();
    expect(server.environment?.DATABASE_URL).toMatch(/^postgres:\/\/\w+:\$\{\w+[^}]*\}@db:5432\/\w+$/);
    expect(server.depends_on).toMatchObject({ db: { condition: 'service_healthy' } });
  });

  it('takes the secrets from .env and refuses to start without them', () => {
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD']) expect(server.environment?.[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    expect((db.environment as Record<string, string>).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    // Every variable compose.yaml requires is one .env.example shows how to set.
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]);
    const example = read('.env.example');
    for (const name of new Set(required)) expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
  });

  it('keeps PostgreSQL 15 in a named volume and waits for it', () => {
    expect(db.image).toMatch(/^postgres:15([.-]|$)/);
    const volume = (db.volumes as string[]).find((v) => v.endsWith(':/var/lib/postgresql/data'));
    expect(volume).toBeDefined();
    expect(compose.volumes).toHaveProperty((volume as string).split(':')[0]);
    expect(JSON.stringify((db.healthcheck as { test: unknown }).test)).toContain('pg_isready');
  });

  it('puts nginx with the documented recipe in front', () => {
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server server:8080 resolve;/);
    expect(nginx).toContain('resolver 127.0.0.11');
    for (const line of [
      'proxy_http_version 1.1;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    ])
      expect(nginx).toContain(line);
  });
});

describe("the runtime stage's command", () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child?.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the compiled server, whose /limo/ready then answers 200', async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--stale', '--server'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const cmd = jsonOf(of(runtime, 'CMD').at(-1) as Instruction);
    expect(cmd[0]).toBe('node');
    expect(existsSync(join(root, cmd.at(-1) as string))).toBe(true);

    dataDir = mkdtempSync(join(tmpdir(), 'limo-image-'));
    // The image's environment, then what this machine needs: loopback, a free port, a data folder of its own.
    const env = {
      PATH: process.env.PATH,
      ...Object.fromEntries(properties(of(runtime, 'ENV'))),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ADMIN_PASSWORD: 'Image-Test-Password-29',
      LOG_LEVEL: 'info',
    };
    const server = spawn(process.execPath, cmd.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = server;
    let log = '';
    const port = await new Promise<number>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no start-up line within 90 s:\n${log}`)), 90_000);
      const scan = (chunk: Buffer) => {
        log += chunk.toString();
        const found = /on http:\/\/localhost:(\d+)\//.exec(log);
        if (found) {
          clearTimeout(timer);
          done(Number(found[1]));
        }
      };
      server.stdout.on('data', scan);
      server.stderr.on('data', scan);
      server.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the server exited (${code}):\n${log}`));
      });
    });

    let status = 0;
    for (const until = Date.now() + 20_000; status !== 200 && Date.now() < until;) {
      status = await fetch(`http://127.0.0.1:${port}/limo/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((done) => setTimeout(done, 250));
    }
    expect(status).toBe(200);

    // The HEALTHCHECK's own command, as Docker would run it beside the server.
    const probe = JSON.parse(text(of(runtime, 'HEALTHCHECK')[0]).replace(/^[\s\S]*?\bCMD\s+/, '')) as string[];
    const healthy = spawnSync(process.execPath, probe.slice(1), { env: { ...env, PORT: String(port) }, timeout: 10_000 });
    expect(healthy.status).toBe(0);
  }, 150_000);
});
