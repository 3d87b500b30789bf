trees/chance/coins.json
