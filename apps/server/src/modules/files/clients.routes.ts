import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, halListOrPage, ifMatchOf } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateRoutes } from './aggregate-routes.js';
import {
  clientAnswer,
  clientEnquiryAnswer,
  clientPickAnswer,
  contactMapsAnswer,
  copyClientSchema,
  groupAnswer,
  groupBodyDoc,
  groupClientsAnswer,
  groupClientTypesAnswer,
} from './clients.schemas.js';
import {
  clientChildren,
  clientContactMaps,
  clientEnquiry,
  clientEnquirySpec,
  clientGroupSave,
  clientPickList,
  clientPickSpec,
  clientsOfGroup,
  clientTypeGroupSave,
  clientTypesOfGroup,
  contactMapsSpec,
  copyClient,
  type GroupSave,
} from './clients.service.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';
const tags = ['Clients'];
const CLIENT = { rights: ['CLIENT'] as const };

/** Clients with contacts, discounts and invoice lines; client groups and type groups with members; the client pick-lists. The rules are in clients.service.ts. */
export async function clientRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const clients = stores.clients;
  const children = clientChildren(stores);
  aggregateRoutes(app, db, clients, children, { create: 'createClients', update: 'updateClients', get: 'getClient' }, tags);

  const copyDoc = callSchema({
    tags,
    summary: 'Copy a client with its contacts, discounts and invoice lines under a new code',
    body: copyClientSchema,
    answer: clientAnswer,
    status: 201,
  });
  app.post(`${API}/copyClients`, { config: CLIENT, schema: copyDoc }, async (request, reply) => {
    return reply.status(201).send(await copyClient(db, clients, children, request.body, principalOf(request)));
  });

  const groupRoutes = (
    right: 'CLIENTGROUP' | 'CLIENTTYPEGROUP',
    store: CollectionStore,
    memberKey: string,
    save: GroupSave,
    calls: { create: string; update: string },
  ) => {
    const config = { rights: [right] as const };
    const name = store.def.name;
    const answer = groupAnswer(name, memberKey);
    const created = callDoc({
      tags,
      summary: `New ${store.def.label.en} with its ${memberKey}`,
      body: groupBodyDoc(name, memberKey, 'create'),
      answer,
      status: 201,
    });
    const updated = callDoc({
      params: idParam(store.def.label),
      tags,
      summary: `Update a ${store.def.label.en}; ${memberKey} sent replace the members`,
      body: groupBodyDoc(name, memberKey, 'patch'),
      answer,
    });
    app.post(`${API}/${calls.create}`, { config, schema: created }, async (request, reply) =>
      reply.status(201).send(await save(request.body, principalOf(request))),
    );
    app.put(`${API}/${calls.update}/:id`, { config: { ...config, ifMatch: true }, schema: updated }, async (request) =>
      save(request.body, principalOf(request), request.params.id, ifMatchOf(request)),
    );
  };
  groupRoutes('CLIENTGROUP', stores.clientGroups, 'clients', clientGroupSave(db, stores), { create: 'createClientGroups', update: 'updateClientGroups' });
  groupRoutes('CLIENTTYPEGROUP', stores.clientTypeGroups, 'clientTypes', clientTypeGroupSave(db, stores), {
    create: 'createClientTypeGroups',
    update: 'updateClientTypeGroups',
  });

  app.get(
    `${API}/clientGroups/:id/clients`,
    {
      config: { rights: ['CLIENTGROUP'] },
      schema: callDoc({ params: idParam(stores.clientGroups.def.label), tags, summary: 'The clients of a client group, by code', answer: groupClientsAnswer }),
    },
    async (request) => {
      const id = request.params.id;
      await stores.clientGroups.findOne(db, id, principalOf(request));
      return halList('clients', await clientsOfGroup(db, id), request.url);
    },
  );
  app.get(
    `${API}/clientTypeGroups/:id/clientTypes`,
    {
      config: { rights: ['CLIENTTYPEGROUP'] },
      schema: callDoc({
        params: idParam(stores.clientTypeGroups.def.label),
        tags,
        summary: 'The client types of a client type group, by code',
        answer: groupClientTypesAnswer,
      }),
    },
    async (request) => {
      const id = request.params.id;
      await stores.clientTypeGroups.findOne(db, id, principalOf(request));
      return halList('clientTypes', await clientTypesOfGroup(db, id), request.url);
    },
  );

  app.get(
    `${API}/clientContactMaps`,
    {
      config: { rights: ['CLIENT', 'ORDERING', 'SCHEDULING'] },
      schema: callSchema({
        tags,
        summary: "Client contacts with client code and name; contractorFlag=1 keeps the vendors'",
        query: contactMapsSpec,
        answer: contactMapsAnswer,
      }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await clientContactMaps(db, q);
      return halListOrPage('clientContactMaps', items, q, total, request.url);
    },
  );

  app.get(
    `${NODE}/clients`,
    {
      config: { rights: ['CLIENT', 'ORDERING', 'SCHEDULING', 'VOUCHER', 'ORDERINVOICE', 'INVOICING', 'CLIENTCONTRACTTERMS'] },
      schema: callSchema({
        tags,
        summary: 'Client pick-list: active clients but the excluded type; vendor=1 gives the vendors by English name',
        query: clientPickSpec,
        answer: clientPickAnswer,
      }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await clientPickList(db, q);
      return halListOrPage('clients', items, q, total, request.url);
    },
  );

  app.get(
    `${NODE}/enqClients`,
    {
      config: { rights: ['CLIENT', 'ORDERING', 'ORDERENQUIRY'] },
      schema: callSchema({ tags, summary: 'Client enquiry with type and groups, by pages', query: clientEnquirySpec, answer: clientEnquiryAnswer }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await clientEnquiry(db, q);
      return halListOrPage('clients', items, q, total, request.url);
    },
  );
}
