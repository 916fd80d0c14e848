/** Route definitions of the 'companies' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getCompany200Response,
  getCompanyParams,
  getFilingPassage200Response,
  getFilingPassageParams,
  getFinancialsChart200Response,
  getFinancialsChartParams,
  getStatements200Response,
  getStatementsParams,
  getTenKAnalysis200Response,
  getTenKAnalysisParams,
  listCompanies200Response,
  listCompaniesQueryParams,
  listCompanyNews200Response,
  listCompanyNewsParams,
  listCompanyNewsQueryParams,
  refreshCompany202Response,
  refreshCompanyParams,
  startTenKAnalysis202Response,
  startTenKAnalysisBody,
  startTenKAnalysisParams,
} from '../../../generated/zod/companies/companies.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn } from '../../lib/openapi-route';

export const listCompanies = createRoute({
  operationId: 'listCompanies',
  tags: ['companies'],
  method: 'get',
  path: '/companies',
  summary: 'List and filter companies',
  request: { query: listCompaniesQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listCompanies200Response, 'A page of companies.'),
    ...errorResponses(422, 429, 500, 501),
  },
});

export const getCompany = createRoute({
  operationId: 'getCompany',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}',
  summary: 'A company\'s profile, metrics and yearly data',
  request: { params: getCompanyParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getCompany200Response, 'The company.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const refreshCompany = createRoute({
  operationId: 'refreshCompany',
  tags: ['companies'],
  method: 'post',
  path: '/companies/{symbol}/refresh',
  summary: 'Queue a refresh of a company\'s data from the market-data provider',
  security: signedIn,
  request: { params: refreshCompanyParams },
  responses: {
    [HttpStatus.ACCEPTED]: jsonContent(refreshCompany202Response, 'Queued as a durable job.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501, 502),
  },
});

export const getStatements = createRoute({
  operationId: 'getStatements',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}/statements',
  summary: 'Annual income statements, balance sheets and cash-flow statements, newest first',
  request: { params: getStatementsParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getStatements200Response, 'The statements.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const getFinancialsChart = createRoute({
  operationId: 'getFinancialsChart',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}/financials/chart',
  summary: 'Revenue, net income, book value and total debt for up to 10 years',
  request: { params: getFinancialsChartParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getFinancialsChart200Response, 'Labels (years, oldest first) and one dataset per metric, in millions.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const listCompanyNews = createRoute({
  operationId: 'listCompanyNews',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}/news',
  summary: 'News about one company, newest first',
  request: { params: listCompanyNewsParams, query: listCompanyNewsQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listCompanyNews200Response, 'A page of news. The list ends when fewer than `limit` items come back.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const getTenKAnalysis = createRoute({
  operationId: 'getTenKAnalysis',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}/10k',
  summary: 'The 10-K analysis of a company',
  security: signedIn,
  request: { params: getTenKAnalysisParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getTenKAnalysis200Response, 'The analysis and its processing status.'),
    ...errorResponses(401, 404, 422, 429, 500, 501),
  },
});

export const startTenKAnalysis = createRoute({
  operationId: 'startTenKAnalysis',
  tags: ['companies'],
  method: 'post',
  path: '/companies/{symbol}/10k',
  summary: 'Start (or restart after an error) the 10-K analysis of a company',
  security: signedIn,
  request: { params: startTenKAnalysisParams, body: jsonBody(startTenKAnalysisBody, false) },
  responses: {
    [HttpStatus.ACCEPTED]: jsonContent(startTenKAnalysis202Response, 'Processing started as a durable job.'),
    ...errorResponses(401, 403, 404, 409, 422, 429, 500, 501),
  },
});

export const getFilingPassage = createRoute({
  operationId: 'getFilingPassage',
  tags: ['companies'],
  method: 'get',
  path: '/companies/{symbol}/filings/{accession}/passages/{passageId}',
  summary: 'One paragraph of a 10-K filing, for citations',
  request: { params: getFilingPassageParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getFilingPassage200Response, 'The passage with its Item and its neighbours\' ids.'),
    ...errorResponses(404, 422, 429, 500, 501),
  },
});
