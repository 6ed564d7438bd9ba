import { useQuery } from '@tanstack/react-query';
import { type QualityQuery, resultCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { RESULTS_KEY } from './query-keys';

/** GET api/orderInfo/getQualityAnalysis: my published results across orders, filtered (质量分析). */
export const qualityAnalysisQueryOptions = (query: QualityQuery) => pagedCallQueryOptions(resultCalls.getQualityAnalysis, query, [RESULTS_KEY, 'quality', query]);

export const useQualityAnalysis = (query: QualityQuery) => useQuery(qualityAnalysisQueryOptions(query));
