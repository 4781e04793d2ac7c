import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. 2026-11-25T10:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

/** A user account (SPEC §3 Client). */
export type Client = {
  __typename?: 'Client';
  email: Scalars['String']['output'];
  emailPublic: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  role: Role;
  website: Maybe<Scalars['String']['output']>;
};

export type ClientRef = {
  __typename?: 'ClientRef';
  id: Scalars['Int']['output'];
};

export type Event = {
  __typename?: 'Event';
  description: Maybe<Scalars['String']['output']>;
  eventStart: Scalars['DateTime']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: EventLocation;
  registrationDeadline: Scalars['DateTime']['output'];
  status: EventStatus;
  title: Scalars['String']['output'];
};

export type EventLocation = {
  __typename?: 'EventLocation';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** Lifecycle of an event (DESIGN §4). */
export type EventStatus =
  | 'CLOSED'
  | 'DRAFT'
  | 'ENDED'
  | 'OPEN'
  | 'STARTED';

export type Language =
  | 'de'
  | 'en';

export type LoginResult = {
  __typename?: 'LoginResult';
  client: Client;
  token: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  registerClient: RegisterResult;
  requestPasswordReset: ClientRef;
  resetPassword: ClientRef;
  saveClient: Client;
  /** Admin: changes another account's role (only a superadmin grants ADMIN or SUPERADMIN). */
  setClientRole: Client;
  verifyClient: Scalars['Boolean']['output'];
};


export type MutationRegisterClientArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  language: Language;
  lastName: Scalars['String']['input'];
  pwdHash: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  language: Language;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationSaveClientArgs = {
  email: Scalars['String']['input'];
  emailPublic: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetClientRoleArgs = {
  id: Scalars['Int']['input'];
  role: Role;
};


export type MutationVerifyClientArgs = {
  verificationCode: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin: accounts whose name or e-mail contains the search text. */
  clients: Array<Client>;
  /**
   * All events, upcoming first (soonest start first), then past ones (most recent first).
   * upcomingOnly keeps events whose start is now or later; limit (1..100) caps the list,
   * else VALIDATION_FAILED with extensions.field "limit".
   */
  events: Array<Event>;
  /** The account of the bearer token in the Authorization header. */
  getClientByJWT: Client;
  /** Liveness probe: always true while the server answers. */
  health: Scalars['Boolean']['output'];
  /** Logs in with the SHA-256 hex of the password; fails with LOGIN_FAILED or CLIENT_NOT_VERIFIED. */
  loginClient: LoginResult;
};


export type QueryClientsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  upcomingOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryLoginClientArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type RegisterResult = {
  __typename?: 'RegisterResult';
  client: RegisteredClient;
  token: Scalars['String']['output'];
};

/** What registration returns: the new account and its session token. */
export type RegisteredClient = {
  __typename?: 'RegisteredClient';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
};

/** Roles rank BREEDER < JUDGE < ADMIN < SUPERADMIN. */
export type Role =
  | 'ADMIN'
  | 'BREEDER'
  | 'JUDGE'
  | 'SUPERADMIN';

export type Subscription = {
  __typename?: 'Subscription';
  /** The server's current time, once a second; lets clients check the WebSocket path. */
  serverTime: Scalars['DateTime']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Client: ResolverTypeWrapper<Client>;
  ClientRef: ResolverTypeWrapper<ClientRef>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Event: ResolverTypeWrapper<Event>;
  EventLocation: ResolverTypeWrapper<EventLocation>;
  EventStatus: EventStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  RegisteredClient: ResolverTypeWrapper<RegisteredClient>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Client: Client;
  ClientRef: ClientRef;
  DateTime: Scalars['DateTime']['output'];
  Event: Event;
  EventLocation: EventLocation;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RegisterResult: RegisterResult;
  RegisteredClient: RegisteredClient;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
};

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientRef'] = ResolversParentTypes['ClientRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['EventLocation'], ParentType, ContextType>;
  registrationDeadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventLocation'] = ResolversParentTypes['EventLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  registerClient?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterClientArgs, 'email' | 'firstName' | 'language' | 'lastName' | 'pwdHash'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email' | 'language'>>;
  resetPassword?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetToken'>>;
  saveClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSaveClientArgs, 'email' | 'emailPublic' | 'firstName' | 'id' | 'lastName'>>;
  setClientRole?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientRoleArgs, 'id' | 'role'>>;
  verifyClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyClientArgs, 'verificationCode'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  clients?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientsArgs, 'limit'>>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventsArgs, 'upcomingOnly'>>;
  getClientByJWT?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginClient?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<QueryLoginClientArgs, 'email' | 'password'>>;
};

export type RegisterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  client?: Resolver<ResolversTypes['RegisteredClient'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisteredClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisteredClient'] = ResolversParentTypes['RegisteredClient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  serverTime?: SubscriptionResolver<ResolversTypes['DateTime'], "serverTime", ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Client?: ClientResolvers<ContextType>;
  ClientRef?: ClientRefResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Event?: EventResolvers<ContextType>;
  EventLocation?: EventLocationResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegisteredClient?: RegisteredClientResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

