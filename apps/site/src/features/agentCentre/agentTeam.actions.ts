import type {
  AgentCreateMemberRequest,
  AgentCreatedMember,
  AgentTransfer,
  AgentTransferRequest,
  DownlineList,
} from '@lobby/api';
import { apiAtom } from '../../data/api';
import { fetchQuery, invalidateQueriesAtom } from '../../data/query';
import { atom } from '../../state/jotai';
import { moneyMoved } from '../memberCentre/money.actions';
import { downlineQuery } from './agentTeam.queries';

/** Money from the agent to a member of its team: the header, the records and the team follow. */
export const transferToDownlineAtom = atom(
  null,
  async (_get, set, request: AgentTransferRequest): Promise<AgentTransfer> => {
    const { api, client } = await set(apiAtom);
    const transfer = await api.transferToDownline(client, request);
    moneyMoved(set);
    set(invalidateQueriesAtom, ['agent']);
    return transfer;
  },
);

/** Opens a direct downline account; the tree and the overview count it at once. */
export const createDownlineAtom = atom(
  null,
  async (_get, set, request: AgentCreateMemberRequest): Promise<AgentCreatedMember> => {
    const { api, client } = await set(apiAtom);
    const created = await api.createDownlineMember(client, request);
    set(invalidateQueriesAtom, ['agent']);
    return created;
  },
);

/** One level or page of the downline, asked by the tree as it opens (through the query cache). */
export const fetchDownlineAtom = atom(
  null,
  (_get, set, query: { parent?: number; pageNo: number }): Promise<DownlineList> =>
    fetchQuery(set, downlineQuery(query)),
);
