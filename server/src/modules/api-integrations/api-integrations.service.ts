import { randomUUID } from 'node:crypto';
import {
  AUTH_METHODS,
  INTEGRATION_TEXTS,
  type AuthMethod,
  type CreateIntegrationInput,
  type Integration,
} from '@frontdesk/contracts/api-integrations';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { OutboundError, type Outbound } from '../../platform/outbound';
import type { CallRecorder } from '../api-usage/api-usage.service';
import { ApiIntegrationsRepo, type IntegrationRow } from './api-integrations.repo';
import { testIntegration } from './integration-test';

// At most this many per company: a list one can still read, and a bound on what one company stores.
const MAX_INTEGRATIONS = 50;

/**
 * The company's connections to its other services. Credentials are sealed at rest and never sent
 * back (the list says which fields are set); a test reaches only public addresses.
 */
export class ApiIntegrationsService {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      clock: Clock;
      secrets: SecretBox;
      outbound: Outbound;
      calls: (companyId: string) => CallRecorder;
    },
  ) {}

  async list(companyId: string): Promise<Integration[]> {
    return (await this.repo(companyId, (repo) => repo.list())).map(view);
  }

  async create(companyId: string, input: CreateIntegrationInput): Promise<Integration> {
    await this.refusePrivateBase(input.base_url);
    const now = this.deps.clock.now();
    // Only the method's own fields are kept; anything else sent along is dropped.
    const credentials = Object.fromEntries(
      AUTH_METHODS[input.auth_method].fields.map((field) => [field.name, (input.credentials[field.name] ?? '').trim()]),
    );
    const row = await this.repo(companyId, async (repo) => {
      if ((await repo.list()).length >= MAX_INTEGRATIONS)
        throw conflict(`A company can have at most ${MAX_INTEGRATIONS} integrations. Delete one to add another.`);
      return repo.insert({
        id: randomUUID(),
        name: input.name,
        category: input.category,
        apiType: input.api_type,
        authMethod: input.auth_method,
        credentialsSealed: this.deps.secrets.seal(JSON.stringify(credentials)),
        baseUrl: input.base_url,
        testEndpoint: input.test_endpoint,
        createdAt: now,
        updatedAt: now,
      });
    });
    return view(row);
  }

  async toggle(companyId: string, id: string): Promise<Integration> {
    const row = await this.repo(companyId, async (repo) => {
      const current = await repo.find(id);
      return current ? repo.update(id, { isEnabled: !current.isEnabled, updatedAt: this.deps.clock.now() }) : undefined;
    });
    if (!row) throw notFound(INTEGRATION_TEXTS.notFound);
    return view(row);
  }

  async remove(companyId: string, id: string): Promise<void> {
    if (!(await this.repo(companyId, (repo) => repo.remove(id)))) throw notFound(INTEGRATION_TEXTS.notFound);
  }

  /** Tries the integration with its credentials and records the outcome; a failure is a 400 with its reason. */
  async test(companyId: string, id: string): Promise<Integration> {
    const row = await this.repo(companyId, (repo) => repo.find(id));
    if (!row) throw notFound(INTEGRATION_TEXTS.notFound);
    const outcome = await testIntegration(this.deps.outbound, {
      apiType: row.apiType,
      authMethod: row.authMethod as AuthMethod,
      credentials: JSON.parse(this.deps.secrets.open(row.credentialsSealed)) as Record<string, string>,
      baseUrl: row.baseUrl,
      testEndpoint: row.testEndpoint,
    });
    if (outcome.call) await this.deps.calls(companyId)({ service: row.apiType, ...outcome.call });
    const now = this.deps.clock.now();
    const updated = await this.repo(companyId, (repo) =>
      repo.update(id, {
        testStatus: outcome.ok ? 'success' : 'failed',
        testMessage: outcome.message,
        lastTested: now,
        updatedAt: now,
      }),
    );
    if (!updated) throw notFound(INTEGRATION_TEXTS.notFound);
    if (!outcome.ok) throw badRequest(outcome.message);
    return view(updated);
  }

  /**
   * An address on a private network is refused when the integration is saved, not first at its
   * test; one that cannot be looked up now is kept (its test will say so).
   */
  private async refusePrivateBase(baseUrl: string | null | undefined): Promise<void> {
    if (!baseUrl) return;
    try {
      await this.deps.outbound.resolvePublic(new URL(baseUrl).hostname.replace(/^\[|\]$/g, ''));
    } catch (error) {
      if (error instanceof OutboundError && error.reason === 'forbidden-address')
        throw badRequest(error.message, { base_url: [error.message] });
      if (!(error instanceof OutboundError)) throw error;
    }
  }

  private repo<T>(companyId: string, work: (repo: ApiIntegrationsRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new ApiIntegrationsRepo(db, companyId)));
  }
}

function view(row: IntegrationRow): Integration {
  const fields = AUTH_METHODS[row.authMethod as AuthMethod]?.fields ?? [];
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    api_type: row.apiType,
    auth_method: row.authMethod,
    credentials_set: fields.map((field) => field.name),
    base_url: row.baseUrl,
    test_endpoint: row.testEndpoint,
    is_enabled: row.isEnabled,
    test_status: row.testStatus,
    test_message: row.testMessage,
    last_tested: row.lastTested?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
